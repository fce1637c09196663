// `carckit validate FILE... [--format text|json] [--strict]`
#include <algorithm>
#include <iostream>

#include "app/validate.h"
#include "base/data_dir.h"
#include "base/json.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/options.h"
#include "report/validate_report.h"

namespace carc {

namespace {

struct ValidateArgs {
  std::vector<std::string> files;
  std::string format = "text";
  bool strict = false;
};

/// Validates one file and reports it (as text, or its entry in `json`);
/// returns its exit code.
int ValidateOne(const std::string& arg, const ValidateArgs& args, JsonWriter& json) {
  Diagnostics diags;
  ValidateResult result;
  Status status = ValidateTileSet({arg, args.strict}, &diags, &result);
  if (status.IsIo()) {
    if (args.format == "json") WriteUnreadEntry(json, arg, status);
    else std::cerr << Printable(status.ToString()) << "\n";
    return 2;
  }
  if (args.format == "json") {
    WriteValidateEntry(json, result.path, result.valid, diags, result.summary);
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
  cmd->add_option("files", args->files,
                  "Tile spec files, bundled sets (" + Join(BundledSets(), ", ") + "), or - for standard input")
      ->required()
      ->type_name("TILESET");
  AddFormatOption(cmd, &args->format);
  cmd->add_flag("--strict", args->strict, "Treat warnings as errors (exit 1)");
  cmd->callback([args] {
    if (std::count(args->files.begin(), args->files.end(), "-") > 1)
      ExitOnError(Status::Io("validate: '-' (standard input) may be given once"));
    // JSON: one document holding every file, in the order given.
    JsonWriter json;
    BeginValidateDocument(json);
    int worst = 0;
    for (const std::string& f : args->files) worst = std::max(worst, ValidateOne(f, *args, json));
    EndValidateDocument(json, worst);
    if (args->format == "json") {
      std::cout << json.str() << "\n";
      JsonRun::Printed();
    }
    if (worst) throw CommandExit{worst, ""};
  });
}

}  // namespace carc
