// `carckit scoreboard [-o FILE] [--paper PAPER] [--lang LANG]`
#include "cli/cli.h"
#include "cli/options.h"
#include "kit/kit_text.h"
#include "kit/scoreboard.h"

namespace carc {

namespace {

struct ScoreboardArgs {
  std::string output, paper = "a4", lang = "en";
};

void RunScoreboard(const ScoreboardArgs& args) {
  Translation tr;
  LoadTranslationOrExit(args.lang, &tr);
  ScoreboardOptions options;
  options.paper = PaperOrExit(args.paper);
  // No set: the score track is the same for every set.
  std::string output = args.output.empty() ? "out/scoreboard-" + tr.code() + ".pdf" : args.output;
  WriteSectionOrExit(output, {tr.Text("scoreboard.title"), "", "", "Carcassonne"}, {},
                     [&](PdfDocument& doc, SectionPages* pages) {
                       return DrawScoreboard(doc, tr, options, pages);
                     });
}

}  // namespace

void SetupScoreboard(CLI::App& app) {
  auto args = std::make_shared<ScoreboardArgs>();
  CLI::App* cmd = app.add_subcommand("scoreboard", "Write the 50-space score track with lap tokens");
  AddPdfOutputOption(cmd, &args->output, "out/scoreboard-<lang>.pdf");
  AddPaperOption(cmd, &args->paper, args->paper);
  AddLangOption(cmd, &args->lang);
  cmd->callback([args] { RunScoreboard(*args); });
}

}  // namespace carc
