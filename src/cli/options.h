// The options several commands share, declared once so that every command
// names, checks and documents them alike: the value's name in --help, its
// default, and a check at parse time, so a bad value is a usage error (exit 2)
// before any work starts.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "app/tile_set.h"  // DefaultOutput, OutputStem

namespace carc {

/// TILESET: a tile spec file or a bundled set's name.
CLI::Option* AddTilesetArg(CLI::App* cmd, std::string* set);

/// -o,--output FILE; `default_text` says where the file goes without it.
CLI::Option* AddOutputOption(CLI::App* cmd, std::string* output, const std::string& what,
                             const std::string& default_text);

/// -o,--output FILE for a command that writes only PDF: a name with another
/// extension (foo.png, foo.txt) is a usage error naming the format, so no
/// PDF is ever written under a picture's or a text's name; `-` (standard
/// output) and a name without an extension are taken.
CLI::Option* AddPdfOutputOption(CLI::App* cmd, std::string* output, const std::string& default_text);

/// --paper PAPER, one of PaperNames(); `default_text` when not given.
CLI::Option* AddPaperOption(CLI::App* cmd, std::string* paper, const std::string& default_text);

/// --lang LANG: a language code of templates/lang or a language file (default en).
CLI::Option* AddLangOption(CLI::App* cmd, std::string* lang);

/// --theme THEME: a theme of templates/themes or a theme file.
CLI::Option* AddThemeOption(CLI::App* cmd, std::string* theme, const std::string& default_text);

/// -t,--template LAYOUT: a layout preset of templates/layouts or a layout file.
CLI::Option* AddLayoutOption(CLI::App* cmd, std::string* layout);

/// Makes `opt` take one of `choices`, shown as its value name "a|b|c".
CLI::Option* AddChoice(CLI::Option* opt, const std::vector<std::string>& choices,
                       const std::string& default_text);

/// --format text|json (default text).
CLI::Option* AddFormatOption(CLI::App* cmd, std::string* format);

}  // namespace carc
