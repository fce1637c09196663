// `carckit validate FILE... [--format text|json] [--strict]`
#include <iostream>

#include "app/validate.h"
#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "report/validate_report.h"

namespace carc {

namespace {

struct ValidateArgs {
  std::vector<std::string> files;
  std::string format = "text";
  bool strict = false;
};

/// Validates one file and reports it; returns its exit code.
int ValidateOne(const std::string& arg, const ValidateArgs& args) {
  Diagnostics diags;
  ValidateResult result;
  Status status = ValidateTileSet({arg, args.strict}, &diags, &result);
  if (status.IsIo()) {
    std::cerr << Printable(status.message()) << "\n";
    return 2;
  }
  if (args.format == "json") {
    std::cout << ValidateJson(result.path, result.valid, diags, result.summary) << "\n";
  } else {
    PrintDiagnostics(diags);
    if (result.valid) std::cout << ValidText(result.path, result.summary);
  }
  return result.valid ? 0 : 1;
}

}  // namespace

void SetupValidate(CLI::App& app) {
  auto args = std::make_shared<ValidateArgs>();
  CLI::App* cmd = app.add_subcommand("validate", "Check tile specs against the rules of the game");
  cmd->add_option("files", args->files, "Tile spec files, or bundled sets: " + Join(BundledSets(), ", "))
      ->required()
      ->type_name("TILESET");
  AddFormatOption(cmd, &args->format);
  cmd->add_flag("--strict", args->strict, "Treat warnings as errors (exit 1)");
  cmd->callback([args] {
    int worst = 0;
    for (const std::string& f : args->files) worst = std::max(worst, ValidateOne(f, *args));
    if (worst) throw CommandExit{worst, ""};
  });
}

}  // namespace carc
