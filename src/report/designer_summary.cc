#include "report/designer_summary.h"

#include <algorithm>

#include "base/text_util.h"
#include "play/play_figures.h"
#include "report/format.h"
#include "report/simulate_report.h"
#include "spec/set_extends.h"
#include "spec/validator.h"

namespace carc {

namespace {

/// The most types a sentence names that the strongest (or weakest) cannot
/// be told from; the rest are counted.
constexpr size_t kNamed = 3;

/// The most set-aside types the page names, most often set aside first.
constexpr size_t kNamedAside = 6;

/// Builds the summary's texts, keeping every figure it prints.
class Writer {
 public:
  Writer(const SimulationResult& result, const TileSet& set, DesignerSummary* out)
      : r_(result), set_(set), out_(out) {}

  /// `text` as printed, kept under `key`.
  std::string Figure(const std::string& key, const std::string& text) {
    out_->figures.push_back({key, text});
    return text;
  }

  const std::string& Id(size_t type) const { return r_.type_ids[type]; }
  StrengthFigures Strength(size_t type) const { return StrengthOf(r_.totals.types[type]); }
  static double MarginValue(const StrengthFigures& f) { return f.margin_with.mean - f.margin_without.mean; }

  /// "+4.2 [2.1, 6.3]": a type's margin difference.
  std::string MarginFigure(size_t type) {
    StrengthFigures f = Strength(type);
    return Figure("margin_difference " + Id(type), DifferenceText(f.margin_gain, MarginValue(f)));
  }
  /// "ID +4.2 [2.1, 6.3]".
  std::string Margin(size_t type) { return Id(type) + " " + MarginFigure(type); }

  /// "clearly above zero", "clearly below zero" or "not clearly different from zero".
  std::string VersusZero(size_t type) const {
    StrengthFigures f = Strength(type);
    if (!f.clear()) return "not clearly different from zero";
    return MarginValue(f) > 0 ? "clearly above zero" : "clearly below zero";
  }

  /// "A +1.0 [..], B +0.5 [..] and C -0.2 [..]".
  std::string Margins(const std::vector<size_t>& types) {
    std::vector<std::string> parts;
    for (size_t t : types) parts.push_back(Margin(t));
    return List(parts);
  }

  static std::string List(const std::vector<std::string>& parts) {
    if (parts.size() < 2) return Join(parts, "");
    std::vector<std::string> head(parts.begin(), parts.end() - 1);
    return Join(head, ", ") + " and " + parts.back();
  }

  void Item(const std::string& label, const std::string& text) { out_->items.push_back({label, text}); }

  void LeadLine();
  void StrengthItems();
  void SameTileItem();
  /// How many types' strength is clearly not zero, against chance.
  std::string MarksSentence() const;
  void SetAsideItem();
  void GameItem(const SummaryReference& reference);
  void SeatsItem();

 private:
  /// The ranked types whose interval overlaps that of `pivot` (itself included).
  std::vector<size_t> Overlapping(size_t pivot) const;
  /// The strongest or weakest: `pivot` ("leads" or "trails", its interval
  /// "above" or "below" the others') and the types it cannot be told from.
  std::string Extreme(size_t pivot, const char* word, const char* verb);

  const SimulationResult& r_;
  const TileSet& set_;
  DesignerSummary* out_;
};

void Writer::LeadLine() {
  std::string games = Figure("games", std::to_string(r_.totals.games));
  std::string types = CountOf(long(out_->own.size()), "type", "types");
  std::string what = set_.extends.empty() ? "The " + types + " of " + r_.set_id
                                          : "The " + types + " " + r_.set_id + " adds to " + set_.base_id +
                                                " or changes";
  std::vector<std::string> changes;  // inherited types whose count the set changes
  for (size_t t : out_->own)
    if (set_.tiles[t].inherited)
      changes.push_back(set_.tiles[t].id + ": " + std::to_string(set_.tiles[t].base_count) + " → " +
                        CountOf(set_.tiles[t].count, "copy", "copies"));
  if (!changes.empty()) what += " (" + Join(changes, "; ") + ")";
  out_->lead = what + ", over " + games + " games (" + PlayersText(r_.options) + ", seed " +
               std::to_string(r_.options.seed) + "). Figures in brackets are 95% intervals. Strength is " +
               "the margin difference: a player's final score less the best other player's, in games where " +
               "they placed a copy, against games where they placed none (points a game)." + MarksSentence();
}

std::string Writer::MarksSentence() const {
  // Each mark is a test at 95 %, none corrected for the others.
  StrengthMarks m = StrengthMarksOf(r_.totals);
  if (m.tested == 0) return "";
  return " Of all " + CountOf(m.tested, "type", "types") + " with a margin difference, " +
         std::to_string(m.marked) + " " + (m.marked == 1 ? "is" : "are") + " clearly not zero; at 95% each, " +
         "chance alone would make about " + Fixed(m.by_chance) + " so.";
}

std::vector<size_t> Writer::Overlapping(size_t pivot) const {
  Interval p = Strength(pivot).margin_gain;
  std::vector<size_t> out;
  for (size_t t : out_->ranked) {
    Interval o = Strength(t).margin_gain;
    if (o.low <= p.high && p.low <= o.high) out.push_back(t);
  }
  return out;
}

std::string Writer::Extreme(size_t pivot, const char* word, const char* verb) {
  std::vector<size_t> group = Overlapping(pivot);
  if (group.size() == 1)
    return Margin(pivot) + " (" + VersusZero(pivot) + "); its interval lies " + word + " every other type's.";
  std::vector<size_t> others;  // in rank order from `pivot`'s end: its nearest first
  for (size_t t : group)
    if (t != pivot) others.push_back(t);
  if (pivot != out_->ranked.front()) std::reverse(others.begin(), others.end());
  std::string overlaps = Margins(others);
  if (others.size() > kNamed) {
    std::vector<size_t> nearest(others.begin(), others.begin() + kNamed);
    overlaps = CountOf(long(others.size()), "other type", "other types") + ", the nearest " + Margins(nearest);
  }
  return Id(pivot) + " " + verb + " with " + MarginFigure(pivot) + " (" + VersusZero(pivot) +
         "), but undecided: its interval overlaps those of " + overlaps + ".";
}

void Writer::StrengthItems() {
  std::vector<size_t>& ranked = out_->ranked;
  for (size_t t : out_->own)
    if (Strength(t).margin_gain.known) ranked.push_back(t);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [this](size_t a, size_t b) { return MarginValue(Strength(a)) > MarginValue(Strength(b)); });
  std::vector<std::string> unranked;
  for (size_t t : out_->own)
    if (!Strength(t).margin_gain.known && r_.totals.types[t].drawn > 0) unranked.push_back(Id(t));
  if (ranked.empty()) {
    Item("Strength", "undecided: no type has been placed, and not placed, in enough player-games (" +
                         std::to_string(kMinSampleForDifference) + " each) to give an interval; play more games.");
  } else if (ranked.size() == 1) {
    Item("Strength", "only " + Margin(ranked[0]) + " has an interval (" + VersusZero(ranked[0]) + ").");
  } else if (Overlapping(ranked.front()).size() == ranked.size() &&
             Overlapping(ranked.back()).size() == ranked.size()) {
    Item("Strength", "undecided: the intervals of all " + std::to_string(ranked.size()) +
                         " ranked types overlap, from " + Margin(ranked.front()) + " to " +
                         Margin(ranked.back()) + "; play more games to tell them apart.");
  } else {
    Item("Strongest", Extreme(ranked.front(), "above", "leads"));
    Item("Weakest", Extreme(ranked.back(), "below", "trails"));
  }
  if (!unranked.empty())
    Item("Not ranked", List(unranked) + ": too few player-games with a copy placed, or without one (fewer than " +
                           std::to_string(kMinSampleForDifference) + "), for an interval.");
}

void Writer::SameTileItem() {
  // A renamed copy must not read as stronger or weaker than its original:
  // the simulation counts their strength together (SimulationTotals::same_tile),
  // and this says so before a reader compares their figures.
  std::vector<EarlierTwin> twins = EarlierTwins(set_);
  std::vector<std::string> pairs;
  for (size_t t : out_->own) {
    if (twins[t].type < 0) continue;
    size_t first = size_t(twins[t].type);
    std::string pair = Id(t) + " is " + Id(first) + (twins[t].quarters ? " turned" : "");
    if (Strength(first).margin_gain.known) pair += " (" + MarginFigure(first) + ")";
    pairs.push_back(pair);
  }
  if (pairs.empty()) return;
  Item("Same tile", List(pairs) +
                        (pairs.size() == 1 ? ": the same tile under another id, it plays alike, so its"
                                           : ": each the same tile under another id, they play alike, so each one's") +
                        " strength is counted together with the tile it copies (a player with a copy of either "
                        "is 'with'). To add copies of a tile, raise its count.");
}

void Writer::SetAsideItem() {
  std::vector<size_t> aside, never;
  double widest = 0;  // the highest upper bound of the types never set aside
  for (size_t t : out_->own) {
    TypeFigures f = FiguresOf(r_.totals.types[t], r_.totals.games);
    if (!f.ever_drawn) continue;
    if (f.aside.hits > 0) {
      aside.push_back(t);
    } else {
      never.push_back(t);
      widest = std::max(widest, f.aside.ci.high);
    }
  }
  auto share = [this](size_t t) { return FiguresOf(r_.totals.types[t], r_.totals.games).aside; };
  std::stable_sort(aside.begin(), aside.end(), [&](size_t a, size_t b) { return share(a).share > share(b).share; });
  std::vector<std::string> parts;
  for (size_t i = 0; i < std::min(aside.size(), kNamedAside); ++i) {
    size_t t = aside[i];
    parts.push_back(Id(t) + " " + Figure("set_aside " + Id(t), ShareWithInterval(share(t))) + " of " +
                    Figure("draws " + Id(t), std::to_string(share(t).n)) + " draws");
  }
  if (aside.size() > kNamedAside)
    parts.push_back(CountOf(long(aside.size() - kNamedAside), "more type", "more types") + " (in the tile table)");
  std::string text;
  if (!parts.empty()) text = List(parts) + ".";
  if (!never.empty()) {
    std::string bound = Figure("never_set_aside_bound", Percent(widest));
    if (aside.empty())
      text = "none of the " + CountOf(long(never.size()), "type", "types") + " drawn was ever set aside " +
             "(each at most " + bound + " of its draws, by its interval).";
    else
      text += " The other " + CountOf(long(never.size()), "type", "types") + " never (each at most " + bound +
              " of its draws, by its interval).";
  }
  if (text.empty()) text = "no type was drawn.";
  Item("Set aside", text);
}

void Writer::GameItem(const SummaryReference& reference) {
  const SimulationTotals& t = r_.totals;
  std::string turns = Figure("turns", Fixed(Ratio(t.turns, t.games))) + " turns a game (" +
                      Figure("turns_min", std::to_string(t.turns_min)) + " to " +
                      Figure("turns_max", std::to_string(t.turns_max)) + ")";
  const SimulationResult* ref = reference.result;
  if (!ref || ref->totals.games == 0) {
    std::vector<std::string> seats;
    for (size_t s = 0; s < t.seats.size(); ++s) {
      SeatFigures f = FiguresOf(t.seats[s], t.games);
      seats.push_back("seat " + std::to_string(s + 1) + ": " +
                      Figure("seat_score " + std::to_string(s + 1), MeanWithInterval(f.score)));
    }
    std::string why = set_.extends.empty() ? "it extends no set; --compare names one"
                                           : "its base was not played";
    Item("The game", turns + "; mean scores, " + List(seats) + " points. Nothing to compare with: " + why + ".");
    return;
  }
  const SimulationTotals& b = ref->totals;
  std::string how = reference.played_for_report
                        ? " (played by this report for the comparison: the same games, seeds and players"
                        : " (the set compared: the same games, seeds and players";
  how += ref->partial ? "; stopped after " + std::to_string(b.games) + " games)" : ")";
  std::string text = "against " + ref->set_id + how + ": " + turns + ", against " +
                     Figure("reference_turns", Fixed(Ratio(b.turns, b.games))) + " (" +
                     std::to_string(b.turns_min) + " to " + std::to_string(b.turns_max) + ")";
  std::vector<std::string> seats;
  for (int s = 0; s < r_.options.players; ++s) {
    MeanEstimate d = PairedDifference(ref->scores, r_.scores, r_.options.players, s, false);
    if (!d.ci.known) continue;
    seats.push_back("seat " + std::to_string(s + 1) + ": " +
                    Figure("score_difference " + std::to_string(s + 1), DifferenceText(d.ci, d.mean)));
  }
  if (seats.empty())
    text += "; no per-game scores were kept (a stopped run, or too many games), so no score difference.";
  else
    text += "; final scores change by, " + List(seats) + " points a game (" + r_.set_id + " less " + ref->set_id +
            ", paired game by game).";
  Item("The game", text);
}

void Writer::SeatsItem() {
  const SimulationTotals& t = r_.totals;
  const SimulationOptions& o = r_.options;
  std::vector<std::string> parts;
  double even = 0;
  for (size_t s = 0; s < t.seats.size(); ++s) {
    SeatFigures f = FiguresOf(t.seats[s], t.games);
    even += f.won.share / double(t.seats.size());
    parts.push_back("seat " + std::to_string(s + 1) + ": " +
                    Figure("seat_won " + std::to_string(s + 1), ShareWithInterval(f.won)));
  }
  std::string text = "won or shared, " + List(parts) + ".";
  bool mixed = !o.rotate_seats && PlayersText(o).find(" in every seat") == std::string::npos;
  if (mixed) {
    Item("Seats", text + " The seats hold different players (" + PlayersText(o) +
                      "): these shares say which plays better, not which seat is favoured; --rotate-seats " +
                      "tells seats apart.");
    return;
  }
  std::vector<std::string> favoured, behind;
  for (size_t s = 0; s < t.seats.size(); ++s) {
    Interval ci = FiguresOf(t.seats[s], t.games).won.ci;
    if (ci.known && ci.low > even) favoured.push_back("seat " + std::to_string(s + 1));
    if (ci.known && ci.high < even) behind.push_back("seat " + std::to_string(s + 1));
  }
  std::string even_share = "the even share, " + Figure("even_share", Percent(even)) + " (the seats' average)";
  if (favoured.empty() && behind.empty())
    text += " No seat clearly favoured: every seat's interval includes " + even_share + ".";
  if (!favoured.empty())
    text += " Favoured: " + List(favoured) + ", whose interval lies above " + even_share + ".";
  if (!behind.empty())
    text += " Behind: " + List(behind) + ", whose interval lies below " +
            (favoured.empty() ? even_share : std::string("it")) + ".";
  if (UnequalTurns(t)) {
    std::vector<std::string> turns;
    for (const SeatTotals& s : t.seats) turns.push_back(Fixed(Ratio(s.turns, t.games)));
    text += " The seats get unequal turns (" + Join(turns, ", ") +
            " a game): an extra turn, not the set, explains part of a difference.";
  }
  Item("Seats", text);
}

}  // namespace

std::vector<size_t> OwnTypes(const TileSet& set) {
  std::vector<size_t> own;
  for (size_t t = 0; t < set.tiles.size(); ++t)
    if (IsOwnType(set.tiles[t])) own.push_back(t);
  return own;
}

std::vector<size_t> OwnTypesFirst(const TileSet& set) {
  std::vector<size_t> order = OwnTypes(set);
  for (size_t t = 0; t < set.tiles.size(); ++t)
    if (!IsOwnType(set.tiles[t])) order.push_back(t);
  return order;
}

DesignerSummary SummarizeForDesigner(const SimulationResult& result, const TileSet& set,
                                     const SummaryReference& reference) {
  DesignerSummary summary;
  summary.own = OwnTypes(set);
  Writer w(result, set, &summary);
  w.LeadLine();
  w.StrengthItems();
  w.SameTileItem();
  w.SetAsideItem();
  w.GameItem(reference);
  w.SeatsItem();
  return summary;
}

}  // namespace carc
