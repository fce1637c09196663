// `carckit tokens TILESET [-o FILE] [--paper PAPER] [--lang LANG]`
#include "cli/cli.h"
#include "cli/options.h"
#include "kit/follower_tokens.h"
#include "kit/kit_text.h"
#include "spec/tile.h"

namespace carc {

namespace {

struct TokensArgs {
  std::string set, output, paper = "a4", lang = "en";
};

void RunTokens(const TokensArgs& args) {
  TileSet set;
  LoadSetOrExit(args.set, &set);
  Translation tr;
  LoadTranslationOrExit(args.lang, &tr);
  UseSetLanguage(tr.code(), &set, tr.file());
  TokenOptions options;
  options.colors = KitColors(set.max_players);
  options.paper = PaperOrExit(args.paper);
  options.footer = tr.Text("footer.kit", SetParams(set));
  std::string output = args.output.empty() ? DefaultOutput(set.id, "tokens", tr.code()) : args.output;
  WriteSectionOrExit(output, {tr.Text("tokens.title", SetParams(set)) + ": " + set.name, "", "", "Carcassonne"},
                     set.sources, [&](PdfDocument& doc, SectionPages* pages) {
                       return DrawFollowerTokens(doc, set, tr, options, pages);
                     });
}

}  // namespace

void SetupTokens(CLI::App& app) {
  auto args = std::make_shared<TokensArgs>();
  CLI::App* cmd = app.add_subcommand("tokens", "Write fold-to-stand followers and score markers for a tile set");
  AddTilesetArg(cmd, &args->set);
  AddPdfOutputOption(cmd, &args->output, "out/<set>-tokens-<lang>.pdf");
  AddPaperOption(cmd, &args->paper, args->paper);
  AddLangOption(cmd, &args->lang);
  cmd->callback([args] { RunTokens(*args); });
}

}  // namespace carc
