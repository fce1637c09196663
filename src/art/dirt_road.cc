#include "art/dirt_road.h"

#include <algorithm>
#include <cmath>

namespace carc {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;
constexpr double kStep = 0.014;  // spacing of the outline's points along the road

/// A smooth random wave along the road: three sines of unrelated wavelengths,
/// peaking near 1.
class Wave {
 public:
  explicit Wave(Random& rnd) {
    for (int i = 0; i < 3; ++i) phase_[i] = rnd.In(0, kTwoPi);
  }
  double At(double s) const {
    return 0.5 * std::sin(s * kTwoPi / 0.23 + phase_[0]) + 0.3 * std::sin(s * kTwoPi / 0.11 + phase_[1]) +
           0.2 * std::sin(s * kTwoPi / 0.067 + phase_[2]);
  }
  /// scale × envelope × At(s), the sines left out where the envelope is 0
  /// (the road beyond the tile's sides, a third of its samples): the product
  /// is a zero either way, and adding it changes no width.
  double Scaled(double scale, double envelope, double s) const {
    return envelope == 0 ? 0.0 : scale * envelope * At(s);
  }

 private:
  double phase_[3];
};

struct Sample {
  Vec p, normal;  // the normal points to the road's left
  double s = 0;   // arc length from the start
  double envelope = 0;
};

/// The centre line at even steps, with normals, arc lengths and envelopes.
std::vector<Sample> Resample(const Path& centre, double fade) {
  std::vector<Vec> line = centre.Flatten(24);
  std::vector<Sample> out;
  if (line.size() < 2) return out;
  // Every corner of the flattened line is kept (among them the points where
  // the road crosses the tile's sides), with even steps in between.
  double s = 0;
  for (size_t i = 1; i < line.size(); ++i) {
    Vec a = line[i - 1], d = line[i] - a;
    double len = Length(d);
    if (len <= 0) continue;
    Vec t = d * (1 / len);
    int steps = std::max(1, int(std::ceil(len / kStep)));
    for (int k = 0; k < steps; ++k) out.push_back({a + t * (len * k / steps), {t.y, -t.x}, s + len * k / steps, 0});
    s += len;
  }
  Vec end = line.back(), t = line.back() - line[line.size() - 2];
  double tl = Length(t);
  if (tl > 0) t = t * (1 / tl);
  if (out.empty() || Length(out.back().p - end) > 1e-9) out.push_back({end, {t.y, -t.x}, s, 0});
  // Smooth the normals over the neighbours, so curves turn without kinks.
  std::vector<Sample> smooth = out;
  for (size_t i = 1; i + 1 < out.size(); ++i) {
    Vec n = out[i - 1].normal + out[i].normal + out[i + 1].normal;
    smooth[i].normal = n * (1 / std::max(1e-12, Length(n)));
  }
  for (Sample& x : smooth) x.envelope = WanderEnvelope(x.p, fade);
  return smooth;
}

}  // namespace

double WanderEnvelope(Vec p, double fade) {
  double d = std::min({p.x, 1 - p.x, p.y, 1 - p.y});
  if (d <= 0) return 0;
  double t = std::min(1.0, d / fade);
  return t * t * (3 - 2 * t);
}

DirtRoad MakeDirtRoad(const Path& centre, const DirtRoadParams& params, Random& rnd) {
  DirtRoad road;
  std::vector<Sample> samples = Resample(centre, params.fade);
  if (samples.size() < 2) return road;
  Wave left(rnd), right(rnd), rut_left(rnd), rut_right(rnd), crown(rnd);
  std::vector<Vec> verge_right, surface_right, crown_right;
  for (const Sample& x : samples) {
    double l = params.half + left.Scaled(params.wander, x.envelope, x.s);
    double r = params.half + right.Scaled(params.wander, x.envelope, x.s);
    double cl = params.half * params.crown + crown.Scaled(params.wander * 0.8, x.envelope, x.s);
    double cr = params.half * params.crown + crown.Scaled(params.wander * 0.8, x.envelope, x.s + 0.37);
    road.surface.push_back(x.p + x.normal * l);
    road.verge.push_back(x.p + x.normal * (l + params.edge));
    road.crown.push_back(x.p + x.normal * cl);
    surface_right.push_back(x.p - x.normal * r);
    verge_right.push_back(x.p - x.normal * (r + params.edge));
    crown_right.push_back(x.p - x.normal * cr);
  }
  road.surface.insert(road.surface.end(), surface_right.rbegin(), surface_right.rend());
  road.verge.insert(road.verge.end(), verge_right.rbegin(), verge_right.rend());
  road.crown.insert(road.crown.end(), crown_right.rbegin(), crown_right.rend());
  // Ruts: continuous where they meet the sides, broken here and there inside.
  double gap_phase = rnd.In(0, kTwoPi);
  for (int side : {1, -1}) {
    const Wave& wave = side > 0 ? rut_left : rut_right;
    std::vector<Vec> run;
    for (const Sample& x : samples) {
      double broken = x.envelope == 0 ? 0.0 : std::sin(x.s * kTwoPi / 0.5 + gap_phase + side * 1.3) * x.envelope;
      if (broken > 0.93) {
        if (run.size() > 1) road.ruts.push_back(run);
        run.clear();
        continue;
      }
      double off = params.half * params.rut + wave.Scaled(params.wander * 0.6, x.envelope, x.s * 0.6);
      run.push_back(x.p + x.normal * (side * off));
    }
    if (run.size() > 1) road.ruts.push_back(run);
  }
  for (const Sample& x : samples) {
    if (x.envelope < 1 || rnd.Next() > 0.06) continue;
    road.pebbles.push_back(x.p + x.normal * (params.half * rnd.In(-0.8, 0.8)));
  }
  return road;
}

}  // namespace carc
