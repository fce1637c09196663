// `carckit validate FILE... [--format text|json] [--strict]`
#include <iostream>

#include "app/validate.h"
#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/options.h"

namespace carc {

namespace {

/// Prints each file's outcome, or the JSON document, and exits with the worst file's code.
void PrintValidated(const ValidateRun& run, const std::string& format) {
  if (format == "json") {
    std::cout << run.json << "\n";
    JsonRun::Printed();
  } else {
    for (const ValidatedFile& file : run.files) {
      if (file.status.IsIo()) {
        std::cerr << Printable(file.status.ToString()) << "\n";
        continue;
      }
      PrintDiagnostics(file.diags);
      std::cout << file.text;
    }
  }
  if (run.exit_code) throw CommandExit::Note(run.exit_code, "");  // its report said why
}

}  // namespace

void SetupValidate(CLI::App& app) {
  auto args = std::make_shared<ValidateFilesRequest>();
  CLI::App* cmd = app.add_subcommand("validate", "Check tile specs against the rules of the game");
  cmd->add_option("files", args->files,
                  "Tile spec files, bundled sets (" + Join(BundledSets(), ", ") + "), or - for standard input")
      ->required()
      ->type_name("TILESET");
  AddFormatOption(cmd, &args->format);
  cmd->add_flag("--strict", args->strict, "Treat warnings as errors (exit 1)");
  cmd->callback([args] {
    ValidateRun run;
    ExitOnError(ValidateTileSets(*args, &run));
    PrintValidated(run, args->format);
  });
}

}  // namespace carc
