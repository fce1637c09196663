#include "cli/completion.h"

#include <sstream>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/usage.h"
#include "print/paper.h"

namespace carc {

namespace {

std::vector<std::string> Split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, sep);) out.push_back(item);
  return out;
}

/// The options of `cmd` that take a value, with their value names.
std::vector<const CLI::Option*> ValueOptions(const CLI::App& cmd) {
  std::vector<const CLI::Option*> out;
  for (const CLI::Option* opt : cmd.get_options())
    if (!opt->get_positional() && TakesValue(*opt)) out.push_back(opt);
  return out;
}

/// Shell words of the option's names: "-o|--output".
std::string CasePattern(const CLI::Option& opt) {
  std::vector<std::string> names;
  for (const std::string& s : opt.get_snames()) names.push_back("-" + s);
  for (const std::string& l : opt.get_lnames()) names.push_back("--" + l);
  return Join(names, "|");
}

/// The bash lines that complete a value named `type`: fixed words and/or files.
std::string BashValue(const std::string& type) {
  std::string words = Join(ValueWords(type), " ");
  std::string line = "COMPREPLY=($(compgen -W '" + words + "' -- \"$cur\")";
  if (ValueMayBeFile(type)) line += " $(compgen -f -- \"$cur\")";
  return line + ")";
}

/// The first positional of `cmd` (a tile set, a file...), or null.
const CLI::Option* FirstPositional(const CLI::App& cmd) {
  for (const CLI::Option* opt : cmd.get_options())
    if (opt->get_positional()) return opt;
  return nullptr;
}

std::string BashCommand(const CLI::App& cmd) {
  std::string out = "    " + cmd.get_name() + ")\n      case \"$prev\" in\n";
  for (const CLI::Option* opt : ValueOptions(cmd))
    out += "        " + CasePattern(*opt) + ") " + BashValue(opt->get_type_name()) + "; return 0 ;;\n";
  out += "      esac\n";
  out += "      if [[ $cur == -* ]]; then\n        COMPREPLY=($(compgen -W '" +
         Join(OptionNames(cmd), " ") + "' -- \"$cur\"))\n";
  const CLI::Option* first = FirstPositional(cmd);
  out += "      else\n        " + BashValue(first ? first->get_type_name() : "FILE") + "\n      fi\n";
  return out + "      ;;\n";
}

/// Text safe inside single quotes, with `special` characters backslashed:
/// "[]\\" in _arguments' descriptions, ":\\" in _describe's.
std::string ZshQuote(const std::string& text, const std::string& special = "[]:\\") {
  std::string out;
  for (char c : text) {
    if (c == '\'') out += "'\\''";
    else if (special.find(c) != std::string::npos) out += std::string("\\") + c;
    else out += c;
  }
  return out;
}

std::string ZshAction(const std::string& type) {
  std::vector<std::string> words = ValueWords(type);
  if (!words.empty() && !ValueMayBeFile(type)) return "(" + Join(words, " ") + ")";
  if (!words.empty()) return "{_files; compadd -- " + Join(words, " ") + "}";
  return ValueMayBeFile(type) ? "_files" : " ";
}

std::string ZshOption(const CLI::Option& opt) {
  std::vector<std::string> names = Split(CasePattern(opt), '|');
  std::string spec = "[" + ZshQuote(opt.get_description(), "[]\\") + "]";
  if (TakesValue(opt))
    spec += ":" + ZshQuote(opt.get_type_name()) + ":" + ZshQuote(ZshAction(opt.get_type_name()));
  std::string out;
  for (const std::string& n : names) {
    std::string exclusive = names.size() > 1 ? "(" + Join(names, " ") + ")" : "";
    out += "        '" + exclusive + n + spec + "' \\\n";
  }
  return out;
}

std::string ZshCommand(const CLI::App& cmd) {
  std::string out = "    " + cmd.get_name() + ")\n      _arguments -s \\\n";
  int position = 0;
  for (const CLI::Option* opt : cmd.get_options()) {
    if (!opt->get_positional()) {
      out += ZshOption(*opt);
      continue;
    }
    std::string count = opt->get_expected_max() > 1 ? "*" : std::to_string(++position);
    out += "        '" + count + ":" + ZshQuote(opt->get_type_name()) + ":" +
           ZshQuote(ZshAction(opt->get_type_name())) + "' \\\n";
  }
  return out + "      ;;\n";
}

}  // namespace

std::vector<std::string> ValueWords(const std::string& type) {
  if (type.find('|') != std::string::npos) return Split(type, '|');
  if (type == "PAPER") return PaperNames();
  if (type == "LANG") return TemplateNames("lang");
  if (type == "THEME") return TemplateNames("themes");
  if (type == "LAYOUT") return TemplateNames("layouts");
  if (type == "TILESET") return BundledSets();
  if (type == "SHEET") return {"tts", "grid"};
  return {};
}

bool ValueMayBeFile(const std::string& type) {
  return type == "FILE" || type == "DIR" || type == "TILESET" || type == "LANG" || type == "THEME" ||
         type == "LAYOUT";
}

std::string BashCompletion(const CLI::App& app) {
  std::vector<std::string> top;
  for (const CLI::App* cmd : Commands(app)) top.push_back(cmd->get_name());
  for (const std::string& name : OptionNames(app)) top.push_back(name);
  std::string out =
      "# bash completion for carckit, written by `carckit completion bash`.\n"
      "_carckit() {\n"
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" cmd= i\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    [[ ${COMP_WORDS[i]} != -* ]] && { cmd=${COMP_WORDS[i]}; break; }\n"
      "  done\n"
      "  case \"$cmd\" in\n"
      "    '') COMPREPLY=($(compgen -W '" + Join(top, " ") + "' -- \"$cur\")) ;;\n";
  for (const CLI::App* cmd : Commands(app)) out += BashCommand(*cmd);
  return out + "  esac\n  return 0\n}\ncomplete -o filenames -F _carckit carckit\n";
}

std::string ZshCompletion(const CLI::App& app) {
  std::string out =
      "#compdef carckit\n"
      "# zsh completion for carckit, written by `carckit completion zsh`.\n"
      "_carckit() {\n"
      "  local -a commands\n"
      "  commands=(\n";
  for (const CLI::App* cmd : Commands(app))
    out += "    '" + cmd->get_name() + ":" + ZshQuote(cmd->get_description(), ":\\") + "'\n";
  out +=
      "  )\n"
      "  if (( CURRENT == 2 )); then\n"
      "    _describe -t commands 'carckit command' commands\n"
      "    return\n"
      "  fi\n"
      "  local cmd=${words[2]}\n"
      "  shift words\n"
      "  (( CURRENT-- ))\n"
      "  case $cmd in\n";
  for (const CLI::App* cmd : Commands(app)) out += ZshCommand(*cmd);
  return out + "  esac\n}\n_carckit \"$@\"\n";
}

}  // namespace carc
