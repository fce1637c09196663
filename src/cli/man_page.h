// Manual pages written from the command line's own definition, so that
// `man carckit-kit` and `carckit kit --help` list the same options with the
// same defaults and cannot drift apart.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carc {

/// `text` escaped for roff: backslashes doubled as \e, hyphens as \-, and a
/// line that would start with '.' or '\'' protected with \&.
std::string RoffEscape(const std::string& text);

/// The page carckit(1): what carckit is, its commands, exit codes,
/// environment and files. `version` goes in the page's title line.
std::string ManPage(const CLI::App& app, const std::string& version);

/// The page carckit-CMD(1) of one command: its synopsis and every option,
/// with its value name and default, as `--help` shows them.
std::string CommandManPage(const CLI::App& app, const CLI::App& cmd, const std::string& version);

/// The file names of every page, carckit.1 first, then carckit-CMD.1 in the
/// order the commands are listed.
std::vector<std::string> ManPageNames(const CLI::App& app);

}  // namespace carc
