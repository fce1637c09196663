#include "kit/rules_summary.h"

#include <algorithm>
#include <cmath>

#include "draw/text.h"
#include "kit/kit_text.h"
#include "print/paper.h"

namespace carc {

namespace {

constexpr Mm kMargin = Mm(12);
constexpr Mm kGutter = Mm(7);
constexpr Mm kFooterRoom = Mm(5);
const Color kTitle{0.45, 0.16, 0.08, 1};

TextStyle TitleStyle(double size, bool bold) {
  TextStyle s;
  s.family = kKitFont;
  s.size_pt = size;
  s.bold = bold;
  s.color = bold ? kTitle : Color{0.25, 0.25, 0.25, 1};
  return s;
}

/// The title block on the first page: "Rules summary" and the set's name, in
/// sizes that grow with the body text above 10 pt (on large paper).
struct Title {
  std::string title, subtitle;
  double title_pt = 20, subtitle_pt = 11;
  Mm height;
};

Title MeasureTitle(cairo_t* cr, const TileSet& set, const Translation& tr, Mm width, double body_pt) {
  TextParams params = SetParams(set);
  double k = std::max(1.0, body_pt / 10);
  Title t{tr.Text("rules.title", params), set.name.empty() ? set.id : set.name, 20 * k, 11 * k, Mm(0)};
  t.height = LayoutSize(MakeLayout(cr, t.title, TitleStyle(t.title_pt, true), width, Align::Left).get()).h +
             LayoutSize(MakeLayout(cr, t.subtitle, TitleStyle(t.subtitle_pt, false), width, Align::Left).get()).h +
             Mm(4);
  return t;
}

FlowStyle RulesStyle(double body_pt) {
  FlowStyle style;
  style.family = kKitFont;
  style.body_pt = body_pt;
  style.heading_pt = body_pt * 1.2;
  style.table_columns = {0.3, 0.35, 0.35};  // "Monastery" in bold fits the first
  return style;
}

/// Two columns a page; `short_bottom`, when not 0, ends the first page's
/// columns there (a balanced short summary).
ColumnFn Columns(SizeMm page, Mm title_height, Mm short_bottom = Mm(0)) {
  Mm width = (page.w - kMargin * 2 - kGutter) / 2;
  return [=](int i) {
    int page_index = i / 2;
    Mm top = kMargin + (page_index == 0 ? title_height : Mm(0));
    Mm bottom = page_index == 0 && short_bottom.v > 0 ? short_bottom : page.h - kMargin - kFooterRoom;
    return RectMm{kMargin + (width + kGutter) * double(i % 2), top, width, bottom - top};
  };
}

}  // namespace

std::vector<FlowBlock> RulesBlocks(const TileSet& set, const Translation& tr) {
  using K = FlowBlock::Kind;
  TextParams params = SetParams(set);
  std::vector<FlowBlock> out;
  auto text = [&](const std::string& key) { return tr.Markup(key, params); };
  auto heading = [&](const std::string& key) { out.push_back({K::Heading, text(key), "", {}, false}); };
  auto para = [&](const std::string& key) { out.push_back({K::Paragraph, text(key), "", {}, false}); };
  auto item = [&](const std::string& key, const std::string& marker = "•") {
    out.push_back({K::Item, text(key), marker, {}, false});
  };
  bool farms = set.farmers;
  bool river = set.HasRiver();
  auto river_section = [&] {
    heading("rules.river.heading");
    if (set.only_new) para("rules.river.setup");  // else the setup says it
    para("rules.river.first");
    if (set.MarkedStart() || !set.marked_start_id.empty())
      para(set.start_tile == StartTileDeck::WithRiver ? "rules.river.start_with_river"
                                                      : "rules.river.start_with_base");
    item("rules.river.continue");
    item("rules.river.uturn");
    item("rules.river.nowhere");
    item("rules.river.followers");
    item("rules.river.fields");
  };
  // Inns & Cathedrals: only what the set has, its points from the rules model.
  bool inns = false, cathedrals = false;
  for (const TileType& t : set.tiles) {
    inns |= t.CountModifier(Modifier::Inn) > 0;
    cathedrals |= t.CountModifier(Modifier::Cathedral) > 0;
  }
  bool large = set.large_followers > 0, sixth = set.max_players > 5;
  auto ic_section = [&] {
    if (!inns && !cathedrals && !large && !sixth) return;
    heading("rules.ic.heading");
    if (large) para("rules.ic.large_setup");
    if (sixth) para("rules.ic.sixth");
    if (inns) item("rules.ic.inn");
    if (cathedrals) item("rules.ic.cathedral");
    if (large) item("rules.ic.large");
  };
  if (set.only_new) {  // players add these tiles to a game they own: its rules are known
    if (river) river_section();
    ic_section();
    return out;
  }

  para("rules.goal");
  heading("rules.setup.heading");
  item(river ? "rules.setup.tiles_river" : "rules.setup.tiles");
  item("rules.setup.pieces");
  item("rules.setup.first");
  heading("rules.turn.heading");
  item("rules.turn.tile", "1.");
  item("rules.turn.follower", "2.");
  item("rules.turn.score", "3.");
  heading("rules.tile.heading");
  for (const char* k : {"touch", "match", "rotate", "nowhere"}) item(std::string("rules.tile.") + k);
  if (river) river_section();
  heading("rules.follower.heading");
  para("rules.follower.one");
  item("rules.follower.thief");
  item("rules.follower.knight");
  item("rules.follower.monk");
  if (farms) item("rules.follower.farmer");
  para(farms ? "rules.follower.occupied_farms" : "rules.follower.occupied");
  para("rules.follower.joined");
  para("rules.follower.none_left");
  heading("rules.scoring.heading");
  for (const char* k : {"road", "city", "monastery", "majority"}) para(std::string("rules.scoring.") + k);
  para(farms ? "rules.scoring.return_farms" : "rules.scoring.return");
  para("rules.scoring.same_turn");
  ic_section();
  heading("rules.track.heading");
  para("rules.track.move");
  para(set.laps == LapMarking::Tokens ? "rules.track.laps" : "rules.track.laps_lay_down");
  heading("rules.end.heading");
  para("rules.end.when");
  item("rules.end.road");
  item("rules.end.city");
  item("rules.end.monastery");
  if (farms) para("rules.end.farms_last");
  para("rules.end.winner");
  if (farms) {
    heading("rules.farms.heading");
    for (const char* k : {"what", "when", "owner", "points"}) para(std::string("rules.farms.") + k);
  }
  std::vector<FlowBlock> table = ScoringTableBlocks(tr, params, farms);
  out.insert(out.end(), table.begin(), table.end());
  return out;
}

std::vector<FlowBlock> ScoringTableBlocks(const Translation& tr, const TextParams& params, bool farms) {
  using K = FlowBlock::Kind;
  auto text = [&](const std::string& name) { return tr.Markup("rules.table." + name, params); };
  std::vector<FlowBlock> out{{K::Heading, text("heading"), "", {}, false},
                             {K::TableRow, "", "", {text("feature"), text("complete"), text("final")}, true}};
  std::vector<std::string> features{"road", "city", "monastery"};
  if (farms) features.push_back("farm");
  for (const std::string& f : features)
    out.push_back({K::TableRow, "", "", {text(f), text(f + "_complete"), text(f + "_final")}, false});
  return out;
}

namespace {

// Body sizes, pt: one page needs at least kOnePageSmallest; else the summary
// takes two pages (or, at kSmallest, as many as it needs). The largest size
// tried grows with the paper, from kLargestA4 on one A4 page.
constexpr double kOnePageSmallest = 8.0, kSmallest = 7.0, kLargestA4 = 10.5, kLargest = 14, kStep = 0.25;

}  // namespace

// The text's height grows about as the 1.4th power of its size (measured 1.3
// to 1.8 on the bundled sets, languages and papers: lines get taller and more
// numerous, but the gaps between blocks stay put), and at the smallest size
// the bundled summaries fill 72 % to 98 % of one A4 page. So the search
// starts where a text filling 85 % at `lo` would end, not at `lo` itself,
// and goes next where the last plan's height predicts; once it has a size
// that fits and one that does not, it interpolates between their heights.
// Every layout is a full plan (every block laid out with Pango), so each
// saved one counts: English on A4 takes 2 (3 when it started at `lo`).
// A prediction that misses twice on the same side gives way to galloping
// (steps of 1, 2, 4, ...) before the answer is bracketed, to bisection after.
RulesPlan LargestFitting(const RulesPlanFn& plan, int pages, double lo, double hi, Mm room) {
  constexpr double kGrowth = 1.4, kTypicalFill = 0.85;
  const int n = int((hi - lo) / kStep + 1e-9) + 1;  // sizes lo + k * kStep, 0 <= k < n
  auto size_of = [&](int k) { return lo + k * kStep; };
  auto index_of = [&](double size) { return int(std::floor((size - lo) / kStep + 1e-9)); };
  struct End {
    int k;
    Mm used;
  };
  End fits{-1, Mm(0)}, fails{n, Mm(0)};  // the largest size known to fit, the smallest known not to
  RulesPlan best;
  int k = int(std::lround((lo * std::pow(1 / kTypicalFill, 1 / kGrowth) - lo) / kStep));  // the nearest size
  int side = 0, stride = 1;  // which end the last probe moved (+1 fits, -1 fails); the gallop's step
  while (fails.k - fits.k > 1) {
    k = std::clamp(k, fits.k + 1, fails.k - 1);
    RulesPlan p = plan(size_of(k));
    int now = p.pages <= pages ? 1 : -1;
    bool again = now == side;  // the same end moved twice in a row: the prediction misses
    side = now;
    End& moved = now > 0 ? fits : fails;
    moved = End{k, p.used};
    if (now > 0) best = std::move(p);
    double guess = moved.used.v > 0 ? size_of(k) * std::pow(room / moved.used, 1 / kGrowth) : hi;
    int predicted = index_of(guess);
    if (fits.k >= 0 && fails.k < n) {  // bracketed
      k = again ? (fits.k + fails.k) / 2 : predicted;
    } else if (now > 0 ? predicted > fits.k : predicted < fails.k) {  // the prediction moves on
      k = predicted, stride = 1;
    } else {  // it says the probe was the answer, and the last time it said so it was not
      k = now > 0 ? fits.k + stride : fails.k - stride;
      stride = again ? stride * 2 : 1;
    }
  }
  return best;
}

namespace {

/// A summary short enough for the first column alone (the River's rules in
/// an --only-new kit) is shared between both columns instead, the first
/// page's columns ending as high as lets it fit, so that it fills the
/// page's width rather than its left half. Found to the 0.5 mm by bisection.
RulesPlan Balanced(cairo_t* cr, const TileSet& set, const Translation& tr, SizeMm page,
                   const std::vector<FlowBlock>& blocks, RulesPlan plan) {
  if (plan.flow.columns_used != 1) return plan;
  FlowStyle style = RulesStyle(plan.body_pt);
  Mm title = MeasureTitle(cr, set, tr, page.w - kMargin * 2, plan.body_pt).height;
  Mm top = kMargin + title;
  Mm fits = Columns(page, title)(0).bottom(), fails = top + plan.used / 2 - Mm(0.5);
  FlowResult best = plan.flow;
  while ((fits - fails).v > 0.5) {
    Mm mid = (fits + fails) / 2;
    FlowResult f = FlowBlocks(cr, blocks, style, Columns(page, title, mid));
    if (f.columns_used <= 2) fits = mid, best = std::move(f);
    else fails = mid;
  }
  if (best.columns_used < 2) return plan;
  plan.flow = std::move(best);
  plan.short_bottom = fits;
  return plan;
}

}  // namespace

RulesPlan PlanRulesSummary(cairo_t* cr, const TileSet& set, const Translation& tr,
                           const RulesOptions& options) {
  SizeMm page = Oriented(options.paper, false);
  std::vector<FlowBlock> blocks = RulesBlocks(set, tr);
  auto plan = [&](double size) {
    FlowStyle style = RulesStyle(size);
    RulesPlan p;
    p.body_pt = size;
    ColumnFn columns = Columns(page, MeasureTitle(cr, set, tr, page.w - kMargin * 2, size).height);
    p.flow = FlowBlocks(cr, blocks, style, columns);
    p.pages = (p.flow.columns_used + 1) / 2;
    for (int i = 0; i + 1 < p.flow.columns_used; ++i) p.used += columns(i).h;
    if (p.flow.columns_used > 0) p.used += p.flow.end - columns(p.flow.columns_used - 1).y;
    return p;
  };
  // One page if the text can stay readable; else two pages, the text as large
  // as fills both (so the second is never a mostly empty spill-over).
  double a4_pages = page.w.v * page.h.v / (210.0 * 297.0);
  ColumnFn columns = Columns(page, MeasureTitle(cr, set, tr, page.w - kMargin * 2, kSmallest).height);
  for (int pages : {1, 2}) {
    double largest = std::min(kLargest, kLargestA4 * std::sqrt(a4_pages * pages));
    double smallest = pages == 1 ? kOnePageSmallest : kSmallest;
    Mm room;
    for (int i = 0; i < 2 * pages; ++i) room += columns(i).h;
    RulesPlan p = LargestFitting(plan, pages, smallest, std::max(smallest, largest), room);
    if (p.pages > 0) return pages == 1 ? Balanced(cr, set, tr, page, blocks, std::move(p)) : p;
  }
  return plan(kSmallest);
}

int RulesSummaryPageCount(const TileSet& set, const Translation& tr, const RulesOptions& options) {
  ContextPtr cr = MeasureContext();
  return PlanRulesSummary(cr.get(), set, tr, options).pages;
}

Status DrawRulesSummary(PdfDocument& doc, const TileSet& set, const Translation& tr,
                        const RulesOptions& options, SectionPages* added, const RulesPlan* given) {
  cairo_t* cr = doc.cr();
  SizeMm page = Oriented(options.paper, false);
  RulesPlan plan = given ? *given : PlanRulesSummary(cr, set, tr, options);
  Title title = MeasureTitle(cr, set, tr, page.w - kMargin * 2, plan.body_pt);
  ColumnFn columns = Columns(page, title.height, plan.short_bottom);
  std::vector<FlowBlock> blocks = RulesBlocks(set, tr);
  FlowStyle style = RulesStyle(plan.body_pt);
  added->first = doc.page_count() + 1;
  added->count = plan.pages;
  for (int p = 0; p < plan.pages; ++p) {
    doc.BeginPage(page, PartPageLabel(tr, KitPart::Rules, p + 1, plan.pages));
    if (p == 0) {
      Mm w = page.w - kMargin * 2;
      Mm y = kMargin + DrawText(cr, title.title, TitleStyle(title.title_pt, true), {kMargin, kMargin}, w);
      DrawText(cr, title.subtitle, TitleStyle(title.subtitle_pt, false), {kMargin, y}, w);
    }
    DrawFlow(cr, blocks, style, plan.flow, columns, 2 * p, 2 * p + 2);
    DrawKitFooter(cr, page, tr, options.footer, doc.page_count() + 1);
    doc.EndPage();
  }
  added->bookmark = 0;
  if (options.bookmark && added->count > 0) {
    added->bookmark = doc.AddBookmark(PartTitle(tr, KitPart::Rules), added->first);
    TextParams params = SetParams(set);
    for (const FlowPlacement& p : plan.flow.placements) {
      const FlowBlock& b = blocks[size_t(p.block)];
      if (b.kind != FlowBlock::Kind::Heading) continue;
      // Bookmarks take plain text: the heading's markup without tags or escapes.
      char* plain = nullptr;
      if (pango_parse_markup(b.markup.c_str(), -1, 0, nullptr, &plain, nullptr, nullptr) && plain) {
        doc.AddBookmark(plain, added->first + p.column / 2, added->bookmark);
        g_free(plain);
      }
    }
  }
  return Status::Ok();
}

}  // namespace carc
