// The segment map: a tile drawn in a diagnostic theme in which every segment
// of the model (each city, road, river, the monastery; the field as the
// ground they stand on) is one flat colour, without antialiasing, so that
// the picture's connected regions can be compared with the model's segments
// (art_model_check.h). The shapes are the art's own: the same painter draws
// them, with every colour of a feature replaced by its segment's colour.
#pragma once

#include <cstdint>

#include "draw/cairo_util.h"

namespace carc {

/// What a pixel of a segment map shows.
enum class SegmentKind : uint8_t { Field, City, Road, River, Monastery, Village };

/// Number of SegmentKind values.
constexpr int kSegmentKinds = 6;

/// Most segments of one kind a map tells apart.
constexpr int kMapIndices = 16;

/// One pixel's segment: its kind and its index in the tile's cities, roads or
/// rivers (0 for the field ground, the monastery and the village).
struct MapLabel {
  SegmentKind kind = SegmentKind::Field;
  int index = 0;
  /// A small number naming the label, kind * kMapIndices + index.
  int Code() const { return int(kind) * kMapIndices + index; }
};

/// The flat colour that marks `label` in a segment map.
Color SegmentColor(MapLabel label);

/// The label of an opaque pixel of a segment map (0xRRGGBB); false for a
/// colour no label has.
bool LabelOfPixel(uint32_t rgb, MapLabel* label);

}  // namespace carc
