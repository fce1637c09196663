// `carckit rules TILESET [--lang en|ro] [-o FILE.pdf] [--paper a4|letter]`
#include "cli/cli.h"
#include "kit/kit_text.h"
#include "kit/rules_summary.h"
#include "spec/tile.h"

namespace carc {

namespace {
struct RulesArgs {
  std::string set;
  std::string output;
  std::string paper = "a4";
  std::string lang = "en";
};
}  // namespace

void SetupRules(CLI::App& app) {
  auto args = std::make_shared<RulesArgs>();
  CLI::App* cmd = app.add_subcommand("rules", "Write a one- or two-page rules summary for a tile set");
  cmd->add_option("tileset", args->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("--lang", args->lang, "Language code (en, ro) or language file")->capture_default_str();
  cmd->add_option("-o,--output", args->output, "Output PDF (default out/<set-id>-rules-<lang>.pdf)");
  cmd->add_option("--paper", args->paper, "Paper size (a4, letter, a3, legal, a5)")->capture_default_str();
  cmd->callback([args] {
    TileSet set;
    LoadSetOrExit(args->set, &set);
    Translation tr;
    LoadTranslationOrExit(args->lang, &tr);
    RulesOptions options;
    options.paper = PaperOrExit(args->paper);
    TextParams params = SetParams(set);
    options.footer = tr.Text("footer.kit", params);
    std::string output =
        args->output.empty() ? "out/" + set.id + "-rules-" + tr.code() + ".pdf" : args->output;
    PdfDocument doc(output, {tr.Text("rules.title", params) + ": " + set.name, "", "", "Carcassonne"},
                    set.sources);
    ExitOnError(doc.status());
    SectionPages pages;
    ExitOnError(DrawRulesSummary(doc, set, tr, options, &pages));
    ExitOnError(doc.Finish());
    ReportWritten(output, doc.page_count());
  });
}

}  // namespace carc
