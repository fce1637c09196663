#include "kit/kit.h"

#include "draw/pdf_document.h"
#include "kit/blank_page.h"
#include "kit/cover.h"
#include "kit/follower_tokens.h"
#include "kit/kit_text.h"
#include "kit/rules_summary.h"
#include "kit/scoreboard.h"
#include "print/paper.h"
#include "print/sheets.h"

namespace carc {

namespace {

/// Tile-sheet texts from the kit's language.
class TranslatedSheetWords : public SheetWords {
 public:
  explicit TranslatedSheetWords(const Translation& tr) : tr_(tr) {}
  std::string Bookmark(const TileSet& set) const override {
    return tr_.Text("sheets.bookmark", SetParams(set));
  }
  std::string SheetBookmark(int sheet) const override { return Numbered("sheets.sheet", sheet); }
  std::string FrontLabel(int sheet) const override { return Numbered("sheets.front_label", sheet); }
  std::string BackLabel(int sheet) const override { return Numbered("sheets.back_label", sheet); }
  std::string FrontFooter(int sheet, int sheets, int page) const override {
    return tr_.Text("sheets.front_footer", Page(sheet, sheets, page));
  }
  std::string BackFooter(int sheet, int sheets, int page, Flip flip) const override {
    TextParams p = Page(sheet, sheets, page);
    p.Text("flip", tr_.Text(flip == Flip::LongEdge ? "sheets.long_edge" : "sheets.short_edge"));
    return tr_.Text("sheets.back_footer", p);
  }
  std::string ScaleBar(int mm) const override {
    return tr_.Text("sheets.scale_bar", TextParams().Number("scale_mm", mm));
  }

 private:
  std::string Numbered(const std::string& key, int sheet) const {
    return tr_.Text(key, TextParams().Number("sheet", sheet));
  }
  static TextParams Page(int sheet, int sheets, int page) {
    TextParams p;
    p.Number("sheet", sheet).Number("sheets", sheets).Number("page", page);
    return p;
  }
  const Translation& tr_;
};

/// The kit's page plan: every section's options and where it starts.
struct KitPlan {
  CoverInfo cover;
  TokenOptions tokens;
  RulesOptions rules;
  RulesPlan rules_plan;  ///< laid out once: the cover numbers its pages, then it is drawn
  ScoreboardOptions scoreboard;
  int tile_pages = 0;
};

int TilePageCount(const TileSet& set, const SheetLayout& layout) {
  int per_page = Impose(layout).per_page();
  int sheets = (set.TileCount() + per_page - 1) / per_page;
  return sheets * (layout.backs ? 2 : 1);
}

/// Appends a section to the cover's contents and returns the next free page.
int Plan(CoverInfo* cover, KitPart part, int first, int count, PrintSides sides, bool landscape) {
  cover->sections.push_back({part, first, count, sides, 1, landscape});
  return first + count;
}

/// Appends a section of sheets printed on one side; in a duplex kit each is
/// followed by a blank page, so that nothing is printed behind a sheet that
/// is cut up or laid on the table. Returns the next free page.
int PlanSheets(CoverInfo* cover, KitPart part, int first, int sheets, bool landscape) {
  int stride = cover->duplex ? 2 : 1;
  cover->sections.push_back({part, first, sheets * stride, PrintSides::Single, stride, landscape});
  for (int i = 0; cover->duplex && i < sheets; ++i) cover->blank_pages.push_back(first + 2 * i + 1);
  return first + sheets * stride;
}

bool Wide(SizeMm page) { return page.w > page.h; }

KitPlan MakePlan(const TileSet& set, const Translation& tr, const KitOptions& options) {
  KitPlan plan;
  SizeMm paper;
  PaperSize(options.layout.paper, &paper);
  // The footer names the game as the cover does ("Carcassonne with The River").
  std::string footer = tr.Text("footer.kit", SetParams(set).Text("set_name", KitTitle(set, tr)));
  plan.cover.paper = paper;
  plan.cover.paper_name = options.layout.paper;
  plan.cover.footer = footer;
  plan.cover.tile_mm = options.layout.tile.v;
  plan.cover.tokens = options.tokens;
  plan.scoreboard.paper = paper;
  plan.scoreboard.farmers = set.farmers;
  plan.scoreboard.lap_tokens = set.laps == LapMarking::Tokens;
  plan.scoreboard.colors = KitColors(set.max_players);
  plan.tokens.colors = KitColors(set.max_players);
  plan.tokens.paper = paper;
  plan.tokens.footer = footer;
  plan.rules.paper = paper;
  plan.rules.footer = footer;
  plan.tile_pages = TilePageCount(set, options.layout);
  PrintSides tile_sides = !options.layout.backs ? PrintSides::Single
                          : options.layout.flip == Flip::LongEdge ? PrintSides::DoubleLongEdge
                                                                  : PrintSides::DoubleShortEdge;
  // With backs the kit prints in one double-sided job: every section starts
  // on the front of a sheet (odd pages), blank pages back the cover, the
  // score track and the followers, and each tile back lands behind its front.
  plan.cover.duplex = options.layout.backs;
  plan.tokens.blank_backs = plan.cover.duplex;
  int page = 2;
  if (plan.cover.duplex) plan.cover.blank_pages.push_back(page++);
  page = Plan(&plan.cover, KitPart::Tiles, page, plan.tile_pages, tile_sides, Impose(options.layout).landscape);
  // A set's new tiles alone go with the base game's track and followers,
  // and with the pieces the set adds to them (a new colour, large followers).
  if (!set.only_new)
    page = PlanSheets(&plan.cover, KitPart::Scoreboard, page, 1, Wide(LayoutScoreboard(paper, 0).page));
  int token_pages = options.tokens ? FollowerTokenPageCount(set, plan.tokens) : 0;
  if (token_pages > 0)
    page = PlanSheets(&plan.cover, KitPart::Tokens, page, token_pages,
                      Wide(LayoutFollowerTokens(paper, set.followers, 1).page));
  plan.cover.tokens = token_pages > 0;
  plan.rules_plan = PlanRulesSummary(MeasureContext().get(), set, tr, plan.rules);
  if (plan.rules_plan.pages > 0)
    page = Plan(&plan.cover, KitPart::Rules, page, plan.rules_plan.pages, PrintSides::Single,
                Wide(Oriented(paper, false)));
  plan.cover.page_count = page - 1;
  return plan;
}

/// Checks that a section landed where the cover says it does.
Status Landed(const CoverSection& planned, int first, int count) {
  if (planned.first_page == first && planned.page_count == count) return Status::Ok();
  return Status::Io("internal: a kit section took pages " + std::to_string(first) + "+" +
                    std::to_string(count) + " but the cover lists " +
                    std::to_string(planned.first_page) + "+" + std::to_string(planned.page_count));
}

Status DrawSections(PdfDocument& doc, const TileSet& set, const Translation& tr,
                    const KitOptions& options, const KitPlan& plan, KitResult* result) {
  SectionPages added;
  Status s = DrawCover(doc, set, tr, plan.cover, &added);
  if (!s.ok()) return s;
  if (plan.cover.duplex) DrawBlankPage(doc, tr, doc.page_size());
  SheetPages sheets;
  int first = doc.page_count() + 1;
  TranslatedSheetWords words(tr);
  s = RenderTileSheets(doc, set, options.layout, options.theme, &sheets, words);
  if (!s.ok()) return s;
  if (!(s = Landed(plan.cover.sections[0], first, doc.page_count() - first + 1)).ok()) return s;
  result->tile_sheets = int(sheets.fronts.size());
  for (size_t next = 1; next < plan.cover.sections.size(); ++next) {
    const CoverSection& section = plan.cover.sections[next];
    switch (section.part) {
      case KitPart::Scoreboard:
        if (!(s = DrawScoreboard(doc, tr, plan.scoreboard, &added)).ok()) return s;
        if (plan.cover.duplex) DrawBlankPage(doc, tr, doc.page_size());
        added.count = doc.page_count() - added.first + 1;
        break;
      case KitPart::Tokens: s = DrawFollowerTokens(doc, set, tr, plan.tokens, &added); break;
      case KitPart::Rules:
        s = DrawRulesSummary(doc, set, tr, plan.rules, &added, &plan.rules_plan);
        break;
      default: return Status::Io("internal: unexpected kit section");
    }
    if (!s.ok() || !(s = Landed(section, added.first, added.count)).ok()) return s;
  }
  return Status::Ok();
}

}  // namespace

Status WriteKit(const std::string& path, const TileSet& set, const Translation& tr,
                const KitOptions& options, KitResult* result) {
  Status ok = SanitizeLayout(options.layout);
  if (!ok.ok()) return ok;
  KitPlan plan = MakePlan(set, tr, options);
  PdfMetadata meta;
  meta.title = KitTitle(set, tr) + ": " + tr.Text("cover.subtitle");
  meta.subject = set.description;
  meta.keywords = "Carcassonne, print and play, " + set.id;
  PdfDocument doc(path, meta, set.sources.empty() ? std::vector<std::string>{set.path} : set.sources);
  if (!doc.status().ok()) return doc.status();
  KitResult done;
  ok = DrawSections(doc, set, tr, options, plan, &done);
  if (!ok.ok()) return ok;
  done.pages = doc.page_count();
  ok = doc.Finish();
  if (ok.ok() && result) *result = done;
  return ok;
}

}  // namespace carc
