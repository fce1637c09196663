// How the features of one tile divide it: which half-sides share a field,
// which features cross, and which fields run along which city walls.
//
// The tile's border is modelled as 12 points clockwise from the north-west
// corner: for side s, 3s is its first half, 3s+1 its midpoint (where a road
// or river meets it) and 3s+2 its second half. Cities, roads, rivers and
// villages become chords between border points; two half-sides share a field
// exactly when no chord separates them. Chords cross only where a road
// crosses a river on a bridge, and then the four corners are four fields.
#pragma once

#include <string>
#include <vector>

#include "spec/tile.h"

namespace carc {

/// What made a chord.
enum class ChordSource : uint8_t { CityWall, Road, RoadToCity, Village, River, RoadToRiver, Monastery };

/// A cut across the tile between two border points (0..11).
struct Chord {
  int from = 0;
  int to = 0;
  int wall_of_city = -1;  ///< for a road ending at a city: that city's index
  ChordSource source = ChordSource::CityWall;
  int feature = -1;  ///< index of the city, road or river it comes from; -1 for the village
};

/// The border point of a half-side.
int BorderPoint(Half h);
/// The border point where a road meets side `s`.
int MidPoint(Side s);

/// Whether border point `p` lies strictly inside the clockwise arc from `a` to `b`.
bool InArc(int p, int a, int b);

/// The chords the tile's cities, roads, rivers and village cut along. A road
/// ending at a city on a tile with several cities ends at the nearest of
/// them whose wall faces it (the smallest pocket holding its side: a cap
/// beyond a city running across the tile lies behind that city's wall); a road ending at the river runs to the
/// first river through the tile whose bank faces it, and so does a road ending
/// at a monastery when a river runs straight through the tile (the monastery
/// stands on the bank, so its road and the river cut the field it comes
/// through). Two or more roads ending at the village, or at the monastery
/// elsewhere, cut the field between each pair of neighbouring roads, as the
/// art draws them (the building closes the gap between their ends). A one-sided river (a spring or a lake) cuts nothing: fields go
/// round it.
std::vector<Chord> Chords(const TileType& tile);

/// Half-sides not on a city side: the ones some field must hold.
HalfSet OpenHalves(const TileType& tile);

/// The fields the features imply, as half-side sets in order of their
/// lowest half-side. Used when a spec omits `fields`.
std::vector<HalfSet> DeriveFields(const TileType& tile);

/// The fields that touch no half-side: regions between the walls of
/// different cities that reach the tile's border only at corners (four
/// separate caps leave one in the middle; a cap facing a band's wall, a lens
/// between them). Each as the set of corners it reaches.
std::vector<CornerSet> DeriveCornerFields(const TileType& tile);

/// Whether two half-sides lie in one region, i.e. no chord separates them.
bool Connected(const std::vector<Chord>& chords, Half a, Half b);

/// Whether field `field` of the tile runs along the wall of city `city`
/// (used by farm scoring: the city borders the farm).
bool FieldTouchesCity(const TileType& tile, int field, int city);

/// The border points a feature covers: a city its sides' three points each,
/// a road or river its midpoints, a field its half-side points.
std::vector<int> CityPoints(const City& c);
std::vector<int> RoadPoints(const Road& r);
std::vector<int> RiverPoints(const River& r);
std::vector<int> FieldPoints(const Field& f);

/// Whether two point sets interleave around the border (so they cannot both
/// be drawn without crossing).
bool Interleave(const std::vector<int>& a, const std::vector<int>& b);

}  // namespace carc
