#include "art/art_model_check.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "art/paint.h"
#include "art/tile_art.h"
#include "spec/validator.h"

namespace carc {

namespace {

/// The pixel on side `s` at `t` (0..1, clockwise along the side).
std::pair<int, int> SidePixel(int size, int s, double t) {
  int k = std::clamp(int(t * size), 0, size - 1), last = size - 1;
  switch (s) {
    case 0: return {k, 0};
    case 1: return {last, k};
    case 2: return {last - k, last};
    default: return {0, last - k};
  }
}

/// The pixels of side `s` from `a` to `b` (shares of the side, clockwise).
std::vector<std::pair<int, int>> Zone(int size, int s, double a, double b) {
  std::vector<std::pair<int, int>> out;
  for (int i = int(std::ceil(a * size)); i <= int(std::floor(b * size)) && i < size; ++i)
    out.push_back(SidePixel(size, s, (i + 0.5) / size));
  return out;
}

// Where a side's features meet it: its middle for roads and rivers, most of
// it for a city, and the middle of each half for the fields (clear of a road's
// verges and of the walls leaving the corners).
constexpr double kMidFrom = 0.44, kMidTo = 0.56;
constexpr double kCityFrom = 0.1, kCityTo = 0.9;
constexpr double kHalfFrom = 0.08, kHalfTo = 0.40;

/// The raster's connected regions (4-neighbours) of pixels for which
/// `inside` holds, each as its pixel indices.
template <typename Inside>
std::vector<std::vector<int>> Regions(const SegmentRaster& r, Inside inside) {
  int n = r.size;
  std::vector<int> seen(size_t(n) * size_t(n), 0);
  std::vector<std::vector<int>> out;
  for (int start = 0; start < n * n; ++start) {
    if (seen[size_t(start)] || !inside(r.codes[size_t(start)])) continue;
    std::vector<int> region{start}, stack{start};
    seen[size_t(start)] = 1;
    while (!stack.empty()) {
      int p = stack.back();
      stack.pop_back();
      int x = p % n, y = p / n;
      const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
      for (const auto& q : next) {
        if (q[0] < 0 || q[1] < 0 || q[0] >= n || q[1] >= n) continue;
        int i = q[1] * n + q[0];
        if (seen[size_t(i)] || !inside(r.codes[size_t(i)])) continue;
        seen[size_t(i)] = 1;
        region.push_back(i);
        stack.push_back(i);
      }
    }
    out.push_back(std::move(region));
  }
  return out;
}

/// Compares one picture with one model; collects the disagreements.
class Comparison {
 public:
  Comparison(const SegmentRaster& raster, const TileType& model)
      : r_(raster), model_(model), speck_(int(std::ceil(kSpeckShare * raster.size * raster.size))) {}

  std::vector<std::string> Run() {
    for (size_t i = 0; i < model_.cities.size(); ++i)
      CheckLinear(Describe(model_.cities[i]), {SegmentKind::City, int(i)}, model_.cities[i].sides,
                  kCityFrom, kCityTo, false);
    for (size_t i = 0; i < model_.roads.size(); ++i)
      CheckLinear(Describe(model_.roads[i]), {SegmentKind::Road, int(i)}, model_.roads[i].sides,
                  kMidFrom, kMidTo, false);
    for (size_t i = 0; i < model_.rivers.size(); ++i)
      CheckLinear(Describe(model_.rivers[i]), {SegmentKind::River, int(i)}, model_.rivers[i].sides,
                  kMidFrom, kMidTo, true);
    CheckMonastery();
    CheckUnknown();
    CheckFields();
    return problems_;
  }

 private:
  bool IsBridge(int code) const {
    if (code < 0 || code / kMapIndices != int(SegmentKind::Road)) return false;
    size_t i = size_t(code % kMapIndices);
    return i < model_.roads.size() && model_.roads[i].bridge;
  }

  /// Regions of `label` (through bridges, for a river) of at least a speck's size.
  int CountRegions(MapLabel label, bool through_bridges) const {
    int code = label.Code(), count = 0;
    auto inside = [&](int c) { return c == code || (through_bridges && IsBridge(c)); };
    for (const auto& region : Regions(r_, inside)) {
      int own = 0;
      for (int p : region) own += r_.codes[size_t(p)] == code;
      count += own >= speck_;
    }
    return count;
  }

  /// A city, road or river: one region, touching exactly its sides.
  void CheckLinear(const std::string& name, MapLabel label, SideSet sides, double from, double to,
                   bool through_bridges) {
    int regions = CountRegions(label, through_bridges);
    if (regions != 1)
      problems_.push_back(name + (regions == 0 ? " is not drawn" : " is drawn as " + std::to_string(regions) + " regions"));
    SideSet touched = 0;
    for (int s = 0; s < kSides; ++s)
      for (auto [x, y] : Zone(r_.size, s, from, to))
        if (r_.At(x, y) == label.Code()) touched |= Bit(Side(s));
    if (touched != sides)
      problems_.push_back(name + " is drawn meeting sides " + SidesText(touched));
  }

  void CheckMonastery() {
    MapLabel label{SegmentKind::Monastery, 0};
    int regions = CountRegions(label, false), want = model_.monastery ? 1 : 0;
    if (regions != want)
      problems_.push_back("the monastery is drawn as " + std::to_string(regions) + " regions");
    for (int s = 0; s < kSides; ++s)
      for (auto [x, y] : Zone(r_.size, s, 0, 1))
        if (r_.At(x, y) == label.Code()) {
          problems_.push_back(std::string("the monastery is drawn reaching side ") + SideName(Side(s)));
          return;
        }
  }

  void CheckUnknown() {
    long unknown = std::count(r_.codes.begin(), r_.codes.end(), -1);
    if (unknown >= speck_)
      problems_.push_back(std::to_string(unknown) + " pixels show no segment's colour");
  }

  /// The field ground's regions: each open half-side in exactly one, each
  /// field of the model exactly one region, and no region left over.
  void CheckFields() {
    int ground = MapLabel{SegmentKind::Field, 0}.Code();
    std::vector<std::vector<int>> regions = Regions(r_, [&](int c) { return c == ground; });
    std::vector<int> region_of(r_.codes.size(), -1);
    std::vector<int> big;  // indices of regions of at least a speck
    for (size_t k = 0; k < regions.size(); ++k) {
      if (int(regions[k].size()) < speck_) continue;
      big.push_back(int(k));
      for (int p : regions[k]) region_of[size_t(p)] = int(k);
    }
    std::map<int, int> field_of_region;  // region -> model field
    for (size_t f = 0; f < model_.fields.size(); ++f) {
      const Field& field = model_.fields[f];
      std::set<int> drawn;
      bool all_seen = true;
      for (int c = 0; c < 4; ++c) {
        if (!((field.corners >> c) & 1u)) continue;
        std::set<int> here = RegionsAtCorner(c, regions, big);
        if (here.size() != 1) {
          problems_.push_back(std::string("corner ") + CornerName(c) + " of " + Describe(field) +
                              (here.empty() ? " shows no field" : " shows " + std::to_string(here.size()) + " fields"));
          all_seen = false;
        }
        drawn.insert(here.begin(), here.end());
      }
      for (int h = 0; h < kHalves; ++h) {
        if (!((field.halves >> h) & 1u)) continue;
        std::set<int> here = RegionsOnHalf(Half(h), region_of);
        if (here.size() != 1) {
          problems_.push_back(std::string("half-side ") + HalfName(Half(h)) + " of " + Describe(field) +
                              (here.empty() ? " shows no field" : " shows " + std::to_string(here.size()) + " fields"));
          all_seen = false;
        }
        drawn.insert(here.begin(), here.end());
      }
      if (all_seen && drawn.size() > 1)
        problems_.push_back(Describe(field) + " is drawn as " + std::to_string(drawn.size()) + " regions");
      for (int k : drawn) {
        auto [it, added] = field_of_region.emplace(k, int(f));
        if (!added && it->second != int(f))
          problems_.push_back(Describe(model_.fields[size_t(it->second)]) + " and " + Describe(field) +
                              " are drawn as one region");
      }
    }
    for (int k : big) {
      if (field_of_region.count(k)) continue;
      problems_.push_back("a field region of " + std::to_string(regions[size_t(k)].size()) +
                          " pixels is drawn that the model lacks" + TouchText(regions[size_t(k)]));
    }
  }

  /// The big field regions seen on half-side `h`.
  std::set<int> RegionsOnHalf(Half h, const std::vector<int>& region_of) const {
    int s = int(h) / 2;
    bool second = int(h) % 2;
    double a = second ? 1 - kHalfTo : kHalfFrom, b = second ? 1 - kHalfFrom : kHalfTo;
    std::set<int> out;
    for (auto [x, y] : Zone(r_.size, s, a, b)) {
      int k = region_of[size_t(y * r_.size + x)];
      if (k >= 0) out.insert(k);
    }
    return out;
  }

  /// The big field regions that touch no side and come nearest corner `c`
  /// (within a quarter of the tile): between two cities' walls meeting
  /// there lies only the field the model has for that corner.
  std::set<int> RegionsAtCorner(int c, const std::vector<std::vector<int>>& regions,
                                const std::vector<int>& big) const {
    static const int kCorners[4][2] = {{1, 0}, {1, 1}, {0, 1}, {0, 0}};
    int n = r_.size;
    double cx = kCorners[c][0] * n, cy = kCorners[c][1] * n;
    std::set<int> out;
    for (int k : big) {
      const std::vector<int>& region = regions[size_t(k)];
      bool border = false;
      double nearest = 1e9;
      for (int p : region) {
        int x = p % n, y = p / n;
        border |= x == 0 || y == 0 || x == n - 1 || y == n - 1;
        nearest = std::min(nearest, std::hypot(x + 0.5 - cx, y + 0.5 - cy));
      }
      if (!border && nearest <= 0.25 * n) out.insert(k);
    }
    return out;
  }

  /// " (touching no side)" or " (touching sides {N, E})".
  std::string TouchText(const std::vector<int>& region) const {
    SideSet sides = 0;
    int n = r_.size;
    for (int p : region) {
      int x = p % n, y = p / n;
      if (y == 0) sides |= Bit(Side::N);
      if (x == n - 1) sides |= Bit(Side::E);
      if (y == n - 1) sides |= Bit(Side::S);
      if (x == 0) sides |= Bit(Side::W);
    }
    return sides ? " (touching sides " + SidesText(sides) + ")" : " (touching no side)";
  }

  const SegmentRaster& r_;
  const TileType& model_;
  int speck_;
  std::vector<std::string> problems_;
};

}  // namespace

SegmentRaster RasterizeSegmentMap(const TileType& tile, const Theme& theme, int pixels, int quarters) {
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixels, pixels));
  TileFrame frame{{Mm(0), Mm(0), Mm(kReferenceTileMm), Mm(kReferenceTileMm)}, Mm(0), quarters};
  {
    ContextPtr cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), pixels / Mm(kReferenceTileMm).pt(), pixels / Mm(kReferenceTileMm).pt());
    DrawSegmentMap(cr.get(), tile, theme, frame);
  }
  cairo_surface_flush(surface.get());
  SegmentRaster out;
  out.size = pixels;
  out.codes.resize(size_t(pixels) * size_t(pixels));
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  int stride = cairo_image_surface_get_stride(surface.get());
  for (int y = 0; y < pixels; ++y) {
    const uint32_t* row = reinterpret_cast<const uint32_t*>(data + size_t(y) * size_t(stride));
    for (int x = 0; x < pixels; ++x) {
      MapLabel label;
      out.codes[size_t(y) * size_t(pixels) + size_t(x)] = LabelOfPixel(row[x] & 0xffffff, &label) ? label.Code() : -1;
    }
  }
  return out;
}

std::vector<std::string> CompareWithModel(const SegmentRaster& raster, const TileType& model) {
  return Comparison(raster, model).Run();
}

std::vector<std::string> CheckArtAgainstModel(const TileType& tile, const Theme& theme, int pixels, int quarters) {
  return CompareWithModel(RasterizeSegmentMap(tile, theme, pixels, quarters), Rotated(tile, quarters));
}

}  // namespace carc
