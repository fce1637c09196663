#include "kit/kit.h"

#include <algorithm>
#include <iterator>

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

/// What the kit's sections share while the kit is planned and drawn: the
/// set, the language and the options, every section's own options, and the
/// plan the cover shows.
struct Kit {
  Kit(const TileSet& s, const Translation& t, const KitOptions& o) : set(s), tr(t), options(o) {}
  const TileSet& set;
  const Translation& tr;
  const KitOptions& options;
  CoverInfo cover;  ///< every section's pages, blank pages, the kit's page count
  TokenOptions tokens;
  RulesOptions rules;
  RulesPlan rules_plan;  ///< laid out once: the cover numbers its pages, then it is drawn
  ScoreboardOptions scoreboard;
  int tile_sheets = 0;   ///< front pages of tiles drawn
};

/// The pages a section takes in a kit.
struct SectionSize {
  int sheets = 0;  ///< pages it prints (blank backs not counted); 0 leaves it out
  PrintSides sides = PrintSides::Single;
  bool landscape = false;
};

/// One section of the kit: what it is (its KitPart gives its title on the
/// cover, in the bookmarks and the page labels), how many pages it takes and
/// how it draws them.
struct KitSection {
  KitPart part;
  /// Its sheets are cut up or laid on the table (or it is the cover): in a
  /// kit printed in one double-sided job each is followed by a blank page,
  /// so that nothing is printed behind it. `draw` adds them.
  bool blank_backs;
  /// Its pages in `kit`; may keep what it worked out for `draw`.
  SectionSize (*size)(Kit& kit);
  /// Appends its pages, blank backs included, to `doc`.
  Status (*draw)(PdfDocument& doc, Kit& kit);
};

bool Wide(SizeMm page) { return page.w > page.h; }

/// A blank page behind the page just drawn, when the kit prints double-sided.
void BlankBack(PdfDocument& doc, const Kit& kit) {
  if (kit.cover.duplex) DrawBlankPage(doc, kit.tr, doc.page_size());
}

SectionSize CoverSize(Kit&) { return {1, PrintSides::Single, false}; }

Status DrawCoverSection(PdfDocument& doc, Kit& kit) {
  SectionPages added;
  Status s = DrawCover(doc, kit.set, kit.tr, kit.cover, &added);
  if (s.ok()) BlankBack(doc, kit);
  return s;
}

SectionSize TilesSize(Kit& kit) {
  const SheetLayout& layout = kit.options.layout;
  int per_page = Impose(layout).per_page();
  int sheets = (kit.set.TileCount() + per_page - 1) / per_page;
  PrintSides sides = !layout.backs ? PrintSides::Single
                     : layout.flip == Flip::LongEdge ? PrintSides::DoubleLongEdge
                                                     : PrintSides::DoubleShortEdge;
  return {sheets * (layout.backs ? 2 : 1), sides, Impose(layout).landscape};
}

Status DrawTiles(PdfDocument& doc, Kit& kit) {
  SheetPages sheets;
  TranslatedSheetWords words(kit.tr);
  Status s = RenderTileSheets(doc, kit.set, kit.options.layout, kit.options.theme, &sheets, words);
  kit.tile_sheets = int(sheets.fronts.size());
  return s;
}

/// A set's new tiles alone go with the base game's track (and followers,
/// with the pieces the set adds to them: a new colour, large followers).
SectionSize ScoreboardSize(Kit& kit) {
  if (kit.set.only_new) return {};
  return {1, PrintSides::Single, Wide(LayoutScoreboard(kit.scoreboard.paper, 0).page)};
}

Status DrawScoreboardSection(PdfDocument& doc, Kit& kit) {
  SectionPages added;
  Status s = DrawScoreboard(doc, kit.tr, kit.scoreboard, &added);
  if (s.ok()) BlankBack(doc, kit);
  return s;
}

SectionSize TokensSize(Kit& kit) {
  int sheets = kit.options.tokens ? FollowerTokenPageCount(kit.set, kit.tokens) : 0;
  return {sheets, PrintSides::Single, Wide(LayoutFollowerTokens(kit.tokens.paper, kit.set.followers, 1).page)};
}

Status DrawTokens(PdfDocument& doc, Kit& kit) {
  SectionPages added;
  return DrawFollowerTokens(doc, kit.set, kit.tr, kit.tokens, &added);  // blank backs: tokens.blank_backs
}

SectionSize RulesSize(Kit& kit) {
  kit.rules_plan = PlanRulesSummary(MeasureContext().get(), kit.set, kit.tr, kit.rules);
  return {kit.rules_plan.pages, PrintSides::Single, Wide(Oriented(kit.rules.paper, false))};
}

Status DrawRules(PdfDocument& doc, Kit& kit) {
  SectionPages added;
  return DrawRulesSummary(doc, kit.set, kit.tr, kit.rules, &added, &kit.rules_plan);
}

/// The kit's sections in print order. A new page of the kit is one entry
/// here: the page numbers, blank backs, the cover's contents and printing
/// advice (sides, orientation) follow from it; its drawer adds its own
/// bookmark and page labels from its KitPart.
const KitSection kSections[] = {
    {KitPart::Cover, true, CoverSize, DrawCoverSection},
    {KitPart::Tiles, false, TilesSize, DrawTiles},
    {KitPart::Scoreboard, true, ScoreboardSize, DrawScoreboardSection},
    {KitPart::Tokens, true, TokensSize, DrawTokens},
    {KitPart::Rules, false, RulesSize, DrawRules},
};

/// Every section's options, from the kit's paper, language and set.
void SetUp(Kit* kit) {
  const TileSet& set = kit->set;
  SizeMm paper;
  PaperSize(kit->options.layout.paper, &paper);
  // The footer names the game as the cover does ("Carcassonne with The River").
  std::string footer = kit->tr.Text("footer.kit", SetParams(set).Text("set_name", KitTitle(set, kit->tr)));
  kit->cover.paper = paper;
  kit->cover.paper_name = kit->options.layout.paper;
  kit->cover.footer = footer;
  kit->cover.tile_mm = kit->options.layout.tile.v;
  // With backs the kit prints in one double-sided job: every section starts
  // on the front of a sheet (odd pages), blank pages back the cover, the
  // score track and the followers, and each tile back lands behind its front.
  kit->cover.duplex = kit->options.layout.backs;
  kit->scoreboard.paper = paper;
  kit->scoreboard.farmers = set.farmers;
  kit->scoreboard.lap_tokens = set.laps == LapMarking::Tokens;
  kit->scoreboard.colors = KitColors(set.max_players);
  kit->tokens.colors = KitColors(set.max_players);
  kit->tokens.paper = paper;
  kit->tokens.footer = footer;
  kit->tokens.blank_backs = kit->cover.duplex;
  kit->rules.paper = paper;
  kit->rules.footer = footer;
}

/// Numbers every section's pages, before anything is drawn: the cover
/// lists them.
void Plan(Kit* kit) {
  CoverInfo& cover = kit->cover;
  int page = 1;
  for (const KitSection& section : kSections) {
    SectionSize size = section.size(*kit);
    if (size.sheets <= 0) continue;
    int stride = section.blank_backs && cover.duplex ? 2 : 1;
    cover.sections.push_back({section.part, page, size.sheets * stride, size.sides, stride, size.landscape});
    for (int i = 0; stride == 2 && i < size.sheets; ++i) cover.blank_pages.push_back(page + 2 * i + 1);
    page += size.sheets * stride;
  }
  cover.page_count = page - 1;
}

/// Checks that a section landed where the cover says it does.
Status Landed(const CoverSection& planned, int first, int count) {
  if (planned.first_page == first && planned.page_count == count) return Status::Ok();
  return Status::Io("internal: a kit section took pages " + std::to_string(first) + "+" +
                    std::to_string(count) + " but the cover lists " +
                    std::to_string(planned.first_page) + "+" + std::to_string(planned.page_count));
}

/// Draws the planned sections in order.
Status DrawSections(PdfDocument& doc, Kit& kit) {
  for (const CoverSection& planned : kit.cover.sections) {
    const KitSection* section = std::find_if(std::begin(kSections), std::end(kSections),
                                             [&](const KitSection& s) { return s.part == planned.part; });
    int first = doc.page_count() + 1;
    Status s = section->draw(doc, kit);
    if (!s.ok() || !(s = Landed(planned, first, doc.page_count() - first + 1)).ok()) return s;
  }
  return Status::Ok();
}

}  // namespace

Status WriteKit(const std::string& path, const TileSet& set, const Translation& tr,
                const KitOptions& options, KitResult* result) {
  Status ok = SanitizeLayout(options.layout);
  if (!ok.ok()) return ok;
  Kit kit(set, tr, options);
  SetUp(&kit);
  Plan(&kit);
  PdfMetadata meta;
  meta.title = KitTitle(set, tr) + ": " + tr.Text("cover.subtitle");
  meta.subject = set.description;
  meta.keywords = "Carcassonne, print and play, " + set.id;
  PdfDocument doc(path, meta, set.sources.empty() ? std::vector<std::string>{set.path} : set.sources);
  if (!doc.status().ok()) return doc.status();
  ok = DrawSections(doc, kit);
  if (!ok.ok()) return ok;
  KitResult done;
  done.pages = doc.page_count();
  done.tile_sheets = kit.tile_sheets;
  ok = doc.Finish();
  if (ok.ok() && result) *result = done;
  return ok;
}

}  // namespace carc
