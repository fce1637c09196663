#include "rules/river_course.h"

#include <algorithm>

#include "rules/board.h"

namespace carc {

namespace {

/// The other side of a two-sided river, or -1.
int OtherSide(SideSet river, int s) {
  for (int o = 0; o < kSides; ++o)
    if (o != s && Has(river, o)) return o;
  return -1;
}

}  // namespace

const char* TurnName(Turn t) {
  switch (t) {
    case Turn::None: return "";
    case Turn::Left: return "left";
    case Turn::Right: return "right";
  }
  return "";
}

Turn TurnOf(Side in, Side out) {
  int heading = int(Opposite(in));  // water entering through N flows south
  if (int(out) == (heading + 1) % kSides) return Turn::Right;
  if (int(out) == (heading + 3) % kSides) return Turn::Left;
  return Turn::None;
}

const RiverMouth* RiverCourse::MouthAt(int x, int y, Side s) const {
  for (const RiverMouth& m : mouths_)
    if (m.x == x && m.y == y && m.entry == s) return &m;
  return nullptr;
}

RiverProblem RiverCourse::Check(const TileShape& shape, int x, int y, Turn* turn) const {
  if (shape.river_count == 0) return RiverProblem::None;
  bool continues = false;
  for (int r = 0; r < shape.river_count; ++r) {
    SideSet river = shape.rivers[size_t(r)];
    for (int s = 0; s < kSides; ++s) {
      if (!Has(river, s)) continue;
      const RiverMouth* m = MouthAt(x, y, Side(s));
      if (!m) continue;
      continues = true;
      int out = OtherSide(river, s);
      if (out < 0) continue;
      Turn t = TurnOf(Side(s), Side(out));
      if (t != Turn::None && t == m->last) {
        if (turn) *turn = t;
        return RiverProblem::UTurn;
      }
    }
  }
  return continues ? RiverProblem::None : RiverProblem::NotContinuing;
}

void RiverCourse::Place(const TileShape& shape, int x, int y) {
  if (shape.river_count == 0) return;
  std::vector<RiverMouth> opened;
  for (int r = 0; r < shape.river_count; ++r) {
    SideSet river = shape.rivers[size_t(r)];
    Turn made = Turn::None;
    int in = -1;
    for (int s = 0; s < kSides && in < 0; ++s)
      if (Has(river, s) && MouthAt(x, y, Side(s))) in = s;
    if (in >= 0 && OtherSide(river, in) >= 0) made = TurnOf(Side(in), Side(OtherSide(river, in)));
    for (int s = 0; s < kSides; ++s) {
      if (!Has(river, s) || MouthAt(x, y, Side(s))) continue;
      opened.push_back({x + kSideDx[s], y + kSideDy[s], Opposite(Side(s)), made});
    }
  }
  mouths_.erase(std::remove_if(mouths_.begin(), mouths_.end(),
                               [&](const RiverMouth& m) { return m.x == x && m.y == y; }),
                mouths_.end());
  mouths_.insert(mouths_.end(), opened.begin(), opened.end());
}

}  // namespace carc
