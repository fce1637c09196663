#include "kit/rules_summary.h"

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

/// The title block on the first page: "Rules summary" and the set's name.
struct Title {
  std::string title, subtitle;
  Mm height;
};

Title MeasureTitle(cairo_t* cr, const TileSet& set, const Translation& tr, Mm width) {
  TextParams params = SetParams(set);
  Title t{tr.Text("rules.title", params), set.name.empty() ? set.id : set.name, Mm(0)};
  t.height = LayoutSize(MakeLayout(cr, t.title, TitleStyle(20, true), width, Align::Left).get()).h +
             LayoutSize(MakeLayout(cr, t.subtitle, TitleStyle(11, false), width, Align::Left).get()).h +
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

ColumnFn Columns(SizeMm page, Mm title_height) {
  Mm width = (page.w - kMargin * 2 - kGutter) / 2;
  return [=](int i) {
    int page_index = i / 2;
    Mm top = kMargin + (page_index == 0 ? title_height : Mm(0));
    Mm bottom = page.h - kMargin - kFooterRoom;
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
  auto row = [&](const std::string& name, bool header = false) {
    std::string p = "rules.table.";
    out.push_back({K::TableRow, "", "", {text(p + name), text(p + name + (header ? "" : "_complete")),
                                          text(p + (header ? "final" : name + "_final"))}, header});
  };
  bool farms = set.farmers;

  para("rules.goal");
  heading("rules.setup.heading");
  item("rules.setup.tiles");
  item("rules.setup.pieces");
  item("rules.setup.first");
  heading("rules.turn.heading");
  item("rules.turn.tile", "1.");
  item("rules.turn.follower", "2.");
  item("rules.turn.score", "3.");
  heading("rules.tile.heading");
  for (const char* k : {"touch", "match", "rotate", "nowhere"}) item(std::string("rules.tile.") + k);
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
  heading("rules.track.heading");
  para("rules.track.move");
  para("rules.track.laps");
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
  heading("rules.table.heading");
  out.push_back({K::TableRow, "", "", {text("rules.table.feature"), text("rules.table.complete"),
                                        text("rules.table.final")}, true});
  row("road");
  row("city");
  row("monastery");
  if (farms) row("farm");
  return out;
}

RulesPlan PlanRulesSummary(cairo_t* cr, const TileSet& set, const Translation& tr,
                           const RulesOptions& options) {
  SizeMm page = Oriented(options.paper, false);
  Title title = MeasureTitle(cr, set, tr, page.w - kMargin * 2);
  ColumnFn columns = Columns(page, title.height);
  std::vector<FlowBlock> blocks = RulesBlocks(set, tr);
  auto plan = [&](double size) {
    FlowStyle style = RulesStyle(size);
    RulesPlan p;
    p.body_pt = size;
    p.flow = FlowBlocks(cr, blocks, style, columns);
    p.pages = (p.flow.columns_used + 1) / 2;
    return p;
  };
  // One page at a comfortable size; else two pages, as large as fits; else
  // the smallest size on as many pages as it takes.
  for (double size : {9.5, 9.0, 8.5}) {
    RulesPlan p = plan(size);
    if (p.pages <= 1) return p;
  }
  for (double size : {10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0}) {
    RulesPlan p = plan(size);
    if (p.pages <= 2) return p;
  }
  return plan(7.0);
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
  Title title = MeasureTitle(cr, set, tr, page.w - kMargin * 2);
  ColumnFn columns = Columns(page, title.height);
  std::vector<FlowBlock> blocks = RulesBlocks(set, tr);
  FlowStyle style = RulesStyle(plan.body_pt);
  added->first = doc.page_count() + 1;
  added->count = plan.pages;
  for (int p = 0; p < plan.pages; ++p) {
    doc.BeginPage(page, PartPageLabel(tr, KitPart::Rules, p + 1, plan.pages));
    if (p == 0) {
      Mm w = page.w - kMargin * 2;
      Mm y = kMargin + DrawText(cr, title.title, TitleStyle(20, true), {kMargin, kMargin}, w);
      DrawText(cr, title.subtitle, TitleStyle(11, false), {kMargin, y}, w);
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
