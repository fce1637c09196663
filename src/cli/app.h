// The carckit command line as a whole: every command registered on one
// CLI::App, and the single place where every failure becomes an exit code.
#pragma once

#include <CLI/CLI.hpp>

namespace carc {

/// Registers the global flags and every command on `app`.
void SetupApp(CLI::App& app);

/// Parses `argv` and runs the command it names; prints every problem and
/// returns the exit code (0 ok, 1 invalid input, 2 usage or I/O).
int RunCarckit(int argc, char** argv);

}  // namespace carc
