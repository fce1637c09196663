// What carckit says about its own command line: the list of commands plain
// `carckit` prints, and usage errors with a "did you mean" for a mistyped
// command or option.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carc {

/// Whether an option takes a value (flags, --help included, do not).
inline bool TakesValue(const CLI::Option& opt) { return opt.get_expected_max() > 0; }

/// Help that names each option's value and gives its default in the
/// description: "--paper PAPER   Paper: a4, letter... (default: a4)".
class HelpFormatter : public CLI::Formatter {
 public:
  /// " PAPER", " TILESET ...", " REQUIRED" for a required one.
  std::string make_option_opts(const CLI::Option* opt) const override;
  /// The description, then "(default: ...)" when the option has one.
  std::string make_option_desc(const CLI::Option* opt) const override;
};

/// The description, usage and one line per command, for plain `carckit`.
std::string CommandList(const CLI::App& app);

/// The commands of `app` in the order registered, less hidden ones (`man`).
std::vector<const CLI::App*> Commands(const CLI::App& app);

/// Every name of every option of `cmd` ("-o", "--output", ...), help included.
std::vector<std::string> OptionNames(const CLI::App& cmd);

/// The message for a parse error of `args` (argv without the program name):
/// `error: ...` lines, each ending in a newline, naming an unknown command or
/// option with the closest known one, and where to look for the right ones.
std::string UsageMessage(const CLI::App& app, const CLI::ParseError& error,
                         const std::vector<std::string>& args);

}  // namespace carc
