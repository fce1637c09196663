#include "art/segment_map.h"

namespace carc {

// Red steps by kind, green by index, blue is fixed: colours far enough apart
// that no rounding of an opaque fill mistakes one label for another.
Color SegmentColor(MapLabel label) {
  return {(16 + 40 * int(label.kind)) / 255.0, (8 + 15 * label.index) / 255.0, 200 / 255.0, 1};
}

bool LabelOfPixel(uint32_t rgb, MapLabel* label) {
  int r = int(rgb >> 16 & 0xff), g = int(rgb >> 8 & 0xff), b = int(rgb & 0xff);
  if (b != 200 || (r - 16) % 40 != 0 || (g - 8) % 15 != 0) return false;
  int kind = (r - 16) / 40, index = (g - 8) / 15;
  if (kind < 0 || kind >= kSegmentKinds || index < 0 || index >= kMapIndices) return false;
  *label = {SegmentKind(kind), index};
  return true;
}

}  // namespace carc
