// `carckit rules TILESET [--lang LANG] [-o FILE] [--paper PAPER]`
#include "cli/cli.h"
#include "cli/options.h"
#include "kit/kit_text.h"
#include "kit/rules_summary.h"
#include "spec/tile.h"

namespace carc {

namespace {

struct RulesArgs {
  std::string set, output, paper = "a4", lang = "en";
};

void RunRules(const RulesArgs& args) {
  TileSet set;
  LoadSetOrExit(args.set, &set);
  Translation tr;
  LoadTranslationOrExit(args.lang, &tr);
  UseSetLanguage(tr.code(), &set, tr.file());
  RulesOptions options;
  options.paper = PaperOrExit(args.paper);
  TextParams params = SetParams(set);
  options.footer = tr.Text("footer.kit", params);
  std::string output = args.output.empty() ? DefaultOutput(set.id, "rules", tr.code()) : args.output;
  WriteSectionOrExit(output, {tr.Text("rules.title", params) + ": " + set.name, "", "", "Carcassonne"},
                     set.sources, [&](PdfDocument& doc, SectionPages* pages) {
                       return DrawRulesSummary(doc, set, tr, options, pages);
                     });
}

}  // namespace

void SetupRules(CLI::App& app) {
  auto args = std::make_shared<RulesArgs>();
  CLI::App* cmd = app.add_subcommand("rules", "Write a one- or two-page rules summary for a tile set");
  AddTilesetArg(cmd, &args->set);
  AddPdfOutputOption(cmd, &args->output, "out/<set>-rules-<lang>.pdf");
  AddLangOption(cmd, &args->lang);
  AddPaperOption(cmd, &args->paper, args->paper);
  cmd->callback([args] { RunRules(*args); });
}

}  // namespace carc
