// `carckit tokens TILESET [-o FILE.pdf] [--paper a4|letter] [--lang en|ro]`
#include "cli/cli.h"
#include "kit/follower_tokens.h"
#include "kit/kit_text.h"
#include "spec/tile.h"

namespace carc {

namespace {
struct TokensArgs {
  std::string set;
  std::string output;
  std::string paper = "a4";
  std::string lang = "en";
};
}  // namespace

void SetupTokens(CLI::App& app) {
  auto args = std::make_shared<TokensArgs>();
  CLI::App* cmd = app.add_subcommand("tokens", "Write fold-to-stand followers and score markers for a tile set");
  cmd->add_option("tileset", args->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("-o,--output", args->output, "Output PDF (default out/<set-id>-tokens.pdf)");
  cmd->add_option("--paper", args->paper, "Paper size (a4, letter, a3, legal, a5)")->capture_default_str();
  cmd->add_option("--lang", args->lang, "Language code or language file")->capture_default_str();
  cmd->callback([args] {
    TileSet set;
    LoadSetOrExit(args->set, &set);
    Translation tr;
    LoadTranslationOrExit(args->lang, &tr);
    TokenOptions options;
    options.paper = PaperOrExit(args->paper);
    options.footer = tr.Text("footer.kit", SetParams(set));
    std::string output = args->output.empty() ? "out/" + set.id + "-tokens.pdf" : args->output;
    PdfDocument doc(output, {tr.Text("tokens.title", SetParams(set)) + ": " + set.name, "", "", "Carcassonne"},
                    set.sources);
    ExitOnError(doc.status());
    SectionPages pages;
    ExitOnError(DrawFollowerTokens(doc, set, tr, options, &pages));
    ExitOnError(doc.Finish());
    ReportWritten(output, doc.page_count());
  });
}

}  // namespace carc
