#include "cli/app.h"

#include <malloc.h>

#include <iostream>
#include <new>

#include "base/data_dir.h"
#include "base/out_of_memory.h"
#include "base/pending_files.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/json_output.h"
#include "cli/option_checks.h"
#include "cli/terminal.h"
#include "cli/usage.h"

namespace carc {

void SetupApp(CLI::App& app, PreviewRunner preview) {
  app.name("carckit");
  app.description("carckit: check Carcassonne tile sets and turn them into print-and-play kits");
  app.formatter(std::make_shared<HelpFormatter>());  // before the commands, which copy it
  app.set_version_flag("--version", "carckit " CARCKIT_VERSION);
  app.require_subcommand(0, 1);
  SetupKit(app);
  SetupValidate(app);
  SetupScoreboard(app);
  SetupRules(app);
  SetupTokens(app);
  SetupRender(app);
  SetupTile(app);
  SetupReference(app);
  SetupScore(app);
  SetupSimulate(app);
  SetupBoard(app);
  SetupExport(app);
  SetupPreview(app, preview);
  SetupCompletion(app);
  SetupMan(app);
  SetupTileIds(app);
  CheckEveryOption(app);  // after every option exists: NaN, overflow, -o ""
}

namespace {

/// Whether the command line only asks what carckit is (`carckit`, `--help`,
/// `--version`), which needs no data folder.
bool OnlyAsksForHelp(const std::vector<std::string>& args) {
  if (args.empty()) return true;
  for (const std::string& a : args)
    if (a == "--") break;
    else if (a == "-h" || a == "--help" || a == "--version") return true;
  return false;
}

/// Parses the command line and runs the command; returns the exit code.
int ParseAndRun(CLI::App& app, int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  // Every command reads the data folder, some while parsing (a --lang or
  // --theme is checked against it): say first where it is missing.
  if (Status data = CheckDataDir(); !data.ok() && !OnlyAsksForHelp(args)) {
    std::cerr << Printable(data.ToString()) << "\n";
    JsonRun::GatherStatus(data, "data-dir");
    return data.ExitCode();
  }
  try {
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) {
      std::cout << CommandList(app);  // plain `carckit`
      return 0;
    }
  } catch (const CLI::Success& e) {
    return app.exit(e);  // --help, --version
  } catch (const CLI::ParseError& e) {
    std::string message = UsageMessage(app, e, args);
    std::cerr << message;
    JsonRun::GatherMessage(message, "usage");
    return 2;
  } catch (const CommandExit& e) {
    // Messages may quote input (a layout name, a path): no terminal control codes.
    std::string text = e.status.ok() ? e.note : e.status.ToString();
    if (!text.empty()) std::cerr << Printable(text) << "\n";
    JsonRun::GatherStatus(e.status, e.status.IsInvalid() ? "invalid" : e.status.IsUsage() ? "usage" : "io");
    return e.code;
  } catch (const std::bad_alloc&) {  // not "std::bad_alloc": say what it means
    std::cerr << OutOfMemoryMessage() << "\n";
    JsonRun::GatherMessage(OutOfMemoryMessage(), "out-of-memory");
    return 2;
  } catch (const std::exception& e) {
    Status failed = Status::Io(e.what()).AboutProgram();
    std::cerr << Printable(failed.ToString()) << "\n";
    JsonRun::GatherStatus(failed, "io");
    return 2;
  }
  return 0;
}

}  // namespace

namespace {
/// Lets malloc keep up to 32 MiB of freed memory at the top of the heap
/// instead of handing it back to the kernel at 128 KiB and faulting it in
/// again, zeroed, a moment later. glibc raises that limit by itself only
/// after freeing one large block (as a growing std::string used to do): a
/// 960-page render that frees none took 28,900 page faults and 0.1 s of system
/// time, 6,000 and 0.02 s with this. Peak memory is unchanged.
void KeepFreedMemory() { mallopt(M_TRIM_THRESHOLD, 32 << 20); }
}  // namespace

int RunCarckit(int argc, char** argv, PreviewRunner preview) {
  KeepFreedMemory();
  InstallSignalCleanup();
  InstallTerminalStreams();  // messages may quote input: no control codes
  // --format json: begun before anything can run out of memory, so that the
  // failure document is ready then (SetupApp alone makes thousands of requests).
  std::string command;
  if (JsonRun::Requested({argv + 1, argv + argc}, &command)) JsonRun::Begin(command);
  CLI::App app;
  SetupApp(app, preview);
  int code = ParseAndRun(app, argc, argv);
  // --format json: one document on stdout, a failure's too.
  if (JsonRun::Active() && code != 0 && !JsonRun::HasPrinted())
    std::cout << JsonRun::FailureDocument(code) << "\n";
  JsonRun::End();
  std::string lost = FinishTerminalStreams();
  if (lost.empty()) return code;
  std::cerr << "carckit: error: " << lost << "\n";
  std::cerr.flush();
  return code == 0 ? 2 : code;
}

}  // namespace carc
