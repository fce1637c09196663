// The carckit command line as a whole: every command registered on one
// CLI::App, and the single place where every failure becomes an exit code.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "base/status.h"

namespace carc {

/// `carckit preview`'s options, parsed and checked.
struct PreviewRequest {
  std::string tileset;  ///< the spec's path (a bundled set's name resolved)
  std::string theme;    ///< a theme's name or file
  int port = 0;         ///< 0 picks a free port
  bool open = false;    ///< start a browser on the page
};

/// Serves `carckit preview` until it is stopped; its failure as a status.
using PreviewRunner = Status (*)(const PreviewRequest&);

/// Registers the global flags and every command on `app`; `preview` serves
/// `carckit preview` (null: the carckit-preview program, run in this
/// process's place, does).
void SetupApp(CLI::App& app, PreviewRunner preview = nullptr);

/// Parses `argv` and runs the command it names; prints every problem and
/// returns the exit code (0 ok, 1 invalid input, 2 usage or I/O). `preview`
/// as for SetupApp.
int RunCarckit(int argc, char** argv, PreviewRunner preview = nullptr);

}  // namespace carc
