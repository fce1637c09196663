#include "art/art_model_check.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "rules/engine_testing.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace carc {
namespace {

using test_support::BundledSet;

// Small rasters keep thousands of tiles within a second or two: at 64
// pixels a road is 6 pixels wide and a wall 2.
constexpr int kPixels = 64;

std::string Problems(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += "  " + l + "\n";
  return out;
}

TEST(ArtModelCheckTest, EveryBundledTypeAgreesInEveryRotation) {
  for (const char* name : {"base-c1", "pnp-demo", "river", "inns-cathedrals"}) {
    for (const TileType& t : BundledSet(name).tiles)
      for (int q = 0; q < 4; ++q)
        EXPECT_EQ(Problems(CheckArtAgainstModel(t, Theme(), kPixels, q)), "")
            << name << " tile " << t.id << " turned " << q;
  }
}

/// Random legal tiles: edges first, then features over them (cities grouped
/// at random, roads paired or ended, rivers, bridges where a road crosses a
/// river, a monastery now and then, shields), kept when the validator finds
/// nothing wrong with the tile itself. Fields are derived.
class TileGenerator {
 public:
  explicit TileGenerator(uint32_t seed) : rng_(seed) {}

  /// The next legal tile, as a one-tile spec's YAML, and loaded into `set`.
  std::string NextYaml(int n, TileSet* set) {
    for (;;) {
      std::string yaml = Candidate(n);
      *set = TileSet();
      Diagnostics diags;
      if (!LoadTileSetFromString("gen.yaml", yaml, set, &diags).ok()) continue;
      Validate(*set, &diags);
      bool legal = true;
      for (const Diagnostic& d : diags.all())
        legal &= d.severity != Severity::Error || d.code == "unplaceable" || d.code == "unreachable" ||
                 d.code == "empty-deck" || d.code.rfind("river", 0) == 0;
      if (legal) return yaml;
    }
  }

 private:
  int Below(int n) { return int(rng_() % uint32_t(n)); }

  std::string Candidate(int n) {
    static const char kLetters[] = "FRCW";
    static const int kWeights[] = {3, 3, 3, 1};
    std::string edges;
    for (int s = 0; s < 4; ++s) {
      int k = Below(10), t = 0;
      while (k >= kWeights[t]) k -= kWeights[t++];
      edges += kLetters[t];
    }
    static const char* kSide[] = {"N", "E", "S", "W"};
    std::vector<int> cs, rs, ws;
    for (int s = 0; s < 4; ++s) {
      if (edges[s] == 'C') cs.push_back(s);
      if (edges[s] == 'R') rs.push_back(s);
      if (edges[s] == 'W') ws.push_back(s);
    }
    bool monastery = Below(4) == 0;
    std::string y = "set: {name: Generated}\ntiles:\n  - id: T" + std::to_string(n) +
                    "\n    count: 1\n    start: true\n    edges: " + edges + "\n";
    if (monastery) y += "    monastery: true\n";
    if (!cs.empty()) {
      y += "    cities:\n";
      std::vector<std::vector<int>> groups;
      for (int s : cs) {
        if (!groups.empty() && Below(2)) groups[size_t(Below(int(groups.size())))].push_back(s);
        else groups.push_back({s});
      }
      for (auto& g : groups) {
        std::sort(g.begin(), g.end());
        y += "      - {sides: [";
        for (size_t i = 0; i < g.size(); ++i) y += (i ? ", " : "") + std::string(kSide[g[i]]);
        y += "], shields: " + std::to_string(Below(3) == 0 ? 1 + Below(2) : 0) + "}\n";
      }
    }
    bool two_sided_river = false;
    if (!ws.empty()) {
      y += "    rivers:\n";
      if (ws.size() == 2) {
        two_sided_river = true;
        y += std::string("      - {sides: [") + kSide[ws[0]] + ", " + kSide[ws[1]] + "]}\n";
      } else {
        for (int s : ws)
          y += std::string("      - {sides: [") + kSide[s] + "], end: " + (Below(2) ? "spring" : "lake") + "}\n";
      }
    }
    if (!rs.empty()) {
      y += "    roads:\n";
      std::vector<int> left = rs;
      std::shuffle(left.begin(), left.end(), rng_);
      static const char* kEnds[] = {"village", "city", "monastery", "river"};
      const char* end = kEnds[Below(4)];  // one end for all one-sided roads, mostly
      while (!left.empty()) {
        if (left.size() >= 2 && Below(2)) {
          int a = std::min(left[0], left[1]), b = std::max(left[0], left[1]);
          bool bridge = two_sided_river && Below(3) != 0;
          y += std::string("      - {sides: [") + kSide[a] + ", " + kSide[b] + "]" + (bridge ? ", bridge: true" : "") + "}\n";
          left.erase(left.begin(), left.begin() + 2);
        } else {
          if (Below(4) == 0) end = kEnds[Below(4)];
          y += std::string("      - {sides: [") + kSide[left[0]] + "], end: " + end + "}\n";
          left.erase(left.begin());
        }
      }
    }
    return y;
  }

  std::mt19937 rng_;
};

TEST(ArtModelCheckTest, GeneratedLegalTilesAgree) {
  TileGenerator gen(21);
  int failed = 0;
  std::string first;
  for (int n = 0; n < 5000; ++n) {
    TileSet set;
    std::string yaml = gen.NextYaml(n, &set);
    const TileType& t = set.tiles[0];
    int q = n % 4;
    std::vector<std::string> problems = CheckArtAgainstModel(t, Theme(), kPixels, q);
    if (problems.empty()) continue;
    if (failed++ < 5) first += yaml + "turned " + std::to_string(q) + ":\n" + Problems(problems);
  }
  EXPECT_EQ(failed, 0) << first;
}

TileType LoadTile(const std::string& yaml) {
  TileSet set;
  Diagnostics diags;
  EXPECT_TRUE(LoadTileSetFromString("t.yaml", "set: {name: T}\ntiles:\n" + yaml, &set, &diags).ok());
  return set.tiles.at(0);
}

TEST(ArtModelCheckTest, FailsWhenAFieldRegionIsDrawnThatTheModelLacks) {
  TileType plain = LoadTile("  - {id: F, count: 1, start: true, edges: FFFF}\n");
  SegmentRaster raster = RasterizeSegmentMap(plain, Theme(), kPixels);
  ASSERT_TRUE(CompareWithModel(raster, plain).empty());
  // A ring of village ground (no segment of its own) fences off an island of field.
  int village = MapLabel{SegmentKind::Village, 0}.Code();
  for (int y = 0; y < kPixels; ++y)
    for (int x = 0; x < kPixels; ++x) {
      double d = std::hypot(x + 0.5 - kPixels / 2.0, y + 0.5 - kPixels / 2.0);
      if (d >= 10 && d < 13) raster.codes[size_t(y * kPixels + x)] = village;
    }
  EXPECT_EQ(Problems(CompareWithModel(raster, plain)),
            "  a field region of 316 pixels is drawn that the model lacks (touching no side)\n");
}

TEST(ArtModelCheckTest, FailsWhenTheModelJoinsFieldsThePictureDivides) {
  // The four roads into the monastery cut its field in four; a model that
  // had one field there (as carckit derived before) disagrees.
  TileType crossroads = LoadTile(R"(  - id: X
    count: 1
    start: true
    edges: RRRR
    monastery: true
    roads:
      - {sides: [N], end: monastery}
      - {sides: [E], end: monastery}
      - {sides: [S], end: monastery}
      - {sides: [W], end: monastery}
)");
  ASSERT_EQ(crossroads.fields.size(), 4u);
  EXPECT_EQ(Problems(CheckArtAgainstModel(crossroads, Theme(), kPixels)), "");
  TileType one_field = crossroads;
  one_field.fields = {{0xff, 0, {}}};
  EXPECT_EQ(Problems(CompareWithModel(RasterizeSegmentMap(crossroads, Theme(), kPixels), one_field)),
            "  field {Nw, Ne, En, Es, Se, Sw, Ws, Wn} is drawn as 4 regions\n");
}

}  // namespace
}  // namespace carc
