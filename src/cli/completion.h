// Shell completion scripts written from the command line's own definition, so
// that they know every command, option and value the binary knows.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carc {

/// The words an option's value may complete to, from its value name: the
/// choices of "a|b|c", the papers for PAPER, the languages, themes, layouts or
/// bundled sets for LANG, THEME, LAYOUT, TILESET. Empty for free values.
std::vector<std::string> ValueWords(const std::string& type_name);

/// Whether a value of that name may also be a file (FILE, TILESET, LANG...).
bool ValueMayBeFile(const std::string& type_name);

/// A bash completion script (`complete -F _carckit carckit`) for `app`.
std::string BashCompletion(const CLI::App& app);

/// A zsh completion function (`#compdef carckit`) for `app`.
std::string ZshCompletion(const CLI::App& app);

}  // namespace carc
