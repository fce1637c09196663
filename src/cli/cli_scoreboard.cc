// `carckit scoreboard [-o FILE.pdf] [--paper a4|letter] [--lang en|ro]`
#include "cli/cli.h"
#include "kit/kit_text.h"
#include "kit/scoreboard.h"

namespace carc {

namespace {
struct ScoreboardArgs {
  std::string output = "out/scoreboard.pdf";
  std::string paper = "a4";
  std::string lang = "en";
};
}  // namespace

void SetupScoreboard(CLI::App& app) {
  auto args = std::make_shared<ScoreboardArgs>();
  CLI::App* cmd = app.add_subcommand("scoreboard", "Write the 50-space score track with lap tokens");
  cmd->add_option("-o,--output", args->output, "Output PDF")->capture_default_str();
  cmd->add_option("--paper", args->paper, "Paper size (a4, letter, a3, legal, a5)")->capture_default_str();
  cmd->add_option("--lang", args->lang, "Language code or language file")->capture_default_str();
  cmd->callback([args] {
    Translation tr;
    LoadTranslationOrExit(args->lang, &tr);
    ScoreboardOptions options;
    options.paper = PaperOrExit(args->paper);
    PdfDocument doc(args->output, {tr.Text("scoreboard.title"), "", "", "Carcassonne"});
    ExitOnError(doc.status());
    SectionPages pages;
    ExitOnError(DrawScoreboard(doc, tr, options, &pages));
    ExitOnError(doc.Finish());
    ReportWritten(args->output, doc.page_count());
  });
}

}  // namespace carc
