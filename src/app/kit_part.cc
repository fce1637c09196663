#include "app/kit_part.h"

#include <functional>

#include "app/page_setup.h"
#include "app/tile_set.h"
#include "base/text_util.h"
#include "draw/pdf_document.h"
#include "art/meeple.h"
#include "kit/follower_tokens.h"
#include "kit/kit_text.h"
#include "kit/rules_summary.h"
#include "kit/scoreboard.h"
#include "print/paper.h"

namespace carc {

namespace {

using DrawFn = std::function<Status(PdfDocument&, SectionPages*)>;

/// Starts the PDF (never over one of `inputs`), lets `draw` add the part's
/// pages and finishes the file.
Status WritePart(const std::string& path, const PdfMetadata& meta,
                 const std::vector<std::string>& inputs, const DrawFn& draw, int* pages) {
  PdfDocument doc(path, meta, inputs);
  if (!doc.status().ok()) return doc.status();
  SectionPages added;
  Status status = draw(doc, &added);
  if (status.ok()) status = doc.Finish();
  if (status.ok()) *pages = doc.page_count();
  return status;
}

Status Paper(const std::string& name, SizeMm* size) {
  if (PaperSize(name, size)) return Status::Ok();
  return Status::Usage("unknown paper '" + Abbreviate(name) + "'; known papers: " +
                       Join(PaperNames(), ", "));
}

Status Scoreboard(const KitPartRequest& r, const Translation& tr, WrittenFile* written) {
  ScoreboardOptions options;
  Status status = Paper(r.paper, &options.paper);
  if (!status.ok()) return status;
  written->path = r.output.empty() ? "out/scoreboard-" + tr.code() + ".pdf" : r.output;
  return WritePart(written->path, {tr.Text("scoreboard.title"), "", "", "Carcassonne"}, {},
                   [&](PdfDocument& doc, SectionPages* pages) {
                     return DrawScoreboard(doc, tr, options, pages);
                   },
                   &written->pages);
}

Status Rules(const KitPartRequest& r, const TileSet& set, const Translation& tr,
             WrittenFile* written) {
  RulesOptions options;
  Status status = Paper(r.paper, &options.paper);
  if (!status.ok()) return status;
  TextParams params = SetParams(set);
  options.footer = tr.Text("footer.kit", params);
  written->path = r.output.empty() ? DefaultOutput(set.id, "rules", tr.code()) : r.output;
  return WritePart(written->path,
                   {tr.Text("rules.title", params) + ": " + set.name, "", "", "Carcassonne"},
                   set.sources,
                   [&](PdfDocument& doc, SectionPages* pages) {
                     return DrawRulesSummary(doc, set, tr, options, pages);
                   },
                   &written->pages);
}

Status Tokens(const KitPartRequest& r, const TileSet& set, const Translation& tr,
              WrittenFile* written) {
  TokenOptions options;
  options.colors = KitColors(set.max_players);
  Status status = Paper(r.paper, &options.paper);
  if (!status.ok()) return status;
  options.footer = tr.Text("footer.kit", SetParams(set));
  written->path = r.output.empty() ? DefaultOutput(set.id, "tokens", tr.code()) : r.output;
  return WritePart(written->path,
                   {tr.Text("tokens.title", SetParams(set)) + ": " + set.name, "", "", "Carcassonne"},
                   set.sources,
                   [&](PdfDocument& doc, SectionPages* pages) {
                     return DrawFollowerTokens(doc, set, tr, options, pages);
                   },
                   &written->pages);
}

}  // namespace

Status MakeKitPart(const KitPartRequest& r, Diagnostics* diags, WrittenFile* written) {
  Translation tr;
  if (r.part == KitPart::Scoreboard) {
    Status status = LoadTranslation(r.lang, diags, &tr);
    return status.ok() ? Scoreboard(r, tr, written) : status;
  }
  TileSet set;
  Status status = LoadSet({r.tileset, true, false}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  status = LoadTranslation(r.lang, diags, &tr);
  if (!status.ok()) return status;
  diags->NextStep();
  UseSetLanguage(tr, diags, &set);
  return r.part == KitPart::Rules ? Rules(r, set, tr, written) : Tokens(r, set, tr, written);
}

}  // namespace carc
