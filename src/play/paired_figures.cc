#include "play/paired_figures.h"

#include <cmath>

#include "play/play_figures.h"

namespace carc {

void TypeGameRows::Record(const std::vector<TypeTotals>& types, int32_t* out) {
  for (size_t t = 0; t < types.size(); ++t) {
    const TypeTotals& s = types[t];
    const long long now[kTypeGameFields] = {
        s.with.margin.n,    s.with.wins,    s.with.margin.sum,
        s.without.margin.n, s.without.wins, s.without.margin.sum,
        s.own_points.n,     s.own_points.sum, s.drawn,
        s.set_aside,        s.legal,        s.fit_cells,
        s.frontier};
    long long* last = &last_[t * kTypeGameFields];
    for (int f = 0; f < kTypeGameFields; ++f) {
      out[t * kTypeGameFields + size_t(f)] = int32_t(now[f] - last[f]);  // one game's part: small
      last[f] = now[f];
    }
  }
}

const char* PairedTypeFigureKey(PairedTypeFigure f) {
  switch (f) {
    case PairedTypeFigure::WonWith: return "won_with";
    case PairedTypeFigure::MarginDifference: return "margin_difference";
    case PairedTypeFigure::OwnPoints: return "own_points";
    case PairedTypeFigure::SetAside: return "set_aside";
    case PairedTypeFigure::Placements: return "placements";
    case PairedTypeFigure::Fit: return "fit";
  }
  return "?";
}

bool IsShareFigure(PairedTypeFigure f) {
  return f == PairedTypeFigure::WonWith || f == PairedTypeFigure::SetAside ||
         f == PairedTypeFigure::Fit;
}

namespace {

/// One ratio of a figure: sign x (sum of numerator) / (sum of denominator).
struct RatioTerm {
  TypeGameField num;
  TypeGameField den;
  double sign;
};

/// The ratios figure `f` adds up (at most two).
int TermsOf(PairedTypeFigure f, RatioTerm* terms) {
  switch (f) {
    case PairedTypeFigure::WonWith: terms[0] = {kWithWins, kWithPlayers, 1}; return 1;
    case PairedTypeFigure::MarginDifference:
      terms[0] = {kWithMargin, kWithPlayers, 1};
      terms[1] = {kWithoutMargin, kWithoutPlayers, -1};
      return 2;
    case PairedTypeFigure::OwnPoints: terms[0] = {kOwnPoints, kOwnCopies, 1}; return 1;
    case PairedTypeFigure::SetAside: terms[0] = {kSetAsideCopies, kDrawnCopies, 1}; return 1;
    case PairedTypeFigure::Placements: terms[0] = {kLegalSum, kDrawnCopies, 1}; return 1;
    case PairedTypeFigure::Fit: terms[0] = {kFitCellsSum, kFrontierSum, 1}; return 1;
  }
  return 0;
}

/// A figure of one run as its ratios: each term's sums, for the ratio and
/// for the linearised per-game values.
class RunFigure {
 public:
  RunFigure(const TypeRowsView& v, const RatioTerm* terms, int count, long long games)
      : v_(v), terms_(terms), count_(count) {
    for (int k = 0; k < count; ++k) {
      double num = 0, den = 0;
      for (long long g = 0; g < games; ++g) {
        num += At(g, terms[k].num);
        den += At(g, terms[k].den);
      }
      den_[k] = den;
      ratio_[k] = den > 0 ? num / den : 0;
      mean_den_[k] = den / double(games);
    }
  }
  /// Whether every ratio has a large enough denominator.
  bool Known() const {
    for (int k = 0; k < count_; ++k)
      if (den_[k] < double(kMinSampleForDifference)) return false;
    return true;
  }
  /// The figure.
  double Value() const {
    double v = 0;
    for (int k = 0; k < count_; ++k) v += terms_[k].sign * ratio_[k];
    return v;
  }
  /// Game `g`'s linearised part: its deviation from the ratio, per mean denominator.
  double Linear(long long g) const {
    double u = 0;
    for (int k = 0; k < count_; ++k)
      u += terms_[k].sign * (At(g, terms_[k].num) - ratio_[k] * At(g, terms_[k].den)) / mean_den_[k];
    return u;
  }

 private:
  double At(long long g, TypeGameField f) const {
    return double((*v_.rows)[(size_t(g) * size_t(v_.types) + size_t(v_.type)) * kTypeGameFields + size_t(f)]);
  }

  TypeRowsView v_;
  const RatioTerm* terms_;
  int count_;
  double den_[2] = {0, 0};
  double ratio_[2] = {0, 0};
  double mean_den_[2] = {1, 1};
};

long long GamesOf(const TypeRowsView& v) {
  if (!v.rows || v.types <= 0) return 0;
  return (long long)(v.rows->size() / (size_t(v.types) * kTypeGameFields));
}

}  // namespace

MeanEstimate PairedTypeDifference(const TypeRowsView& a, const TypeRowsView& b,
                                  PairedTypeFigure f) {
  MeanEstimate e;
  long long games = GamesOf(a);
  if (games < 2 || GamesOf(b) != games) return e;
  RatioTerm terms[2];
  int count = TermsOf(f, terms);
  RunFigure fa(a, terms, count, games), fb(b, terms, count, games);
  if (!fa.Known() || !fb.Known()) return e;
  // The linearised parts sum to 0 in each run, so their differences have
  // mean 0 and the difference of the figures is the estimate.
  double squares = 0;
  for (long long g = 0; g < games; ++g) {
    double d = fb.Linear(g) - fa.Linear(g);
    squares += d * d;
  }
  e.n = games;
  e.mean = fb.Value() - fa.Value();
  e.sd = std::sqrt(squares / double(games - 1));
  double half = kZ95 * e.sd / std::sqrt(double(games));
  e.ci = {e.mean - half, e.mean + half, true};
  return e;
}

}  // namespace carc
