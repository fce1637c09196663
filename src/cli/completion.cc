#include "cli/completion.h"

#include <sstream>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/usage.h"
#include "print/paper.h"
#include "play/player.h"

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

/// What a value is, for completing it: its value name, but BOARD for a
/// positional named "board" (a board file, where only .yaml files belong).
std::string ValueKind(const CLI::Option& opt) {
  return opt.get_positional() && opt.get_name() == "board" ? "BOARD" : opt.get_type_name();
}

/// The bash lines that complete a value of `kind` (ValueKind): fixed words,
/// .yaml files, files, folders, a set's tile ids, comma-separated players.
std::string BashValue(const std::string& kind) {
  std::string words = "$(compgen -W '" + Join(ValueWords(kind), " ") + "' -- \"$cur\")";
  const std::string yaml = " $(compgen -f -X '!*.yaml' -- \"$cur\") $(compgen -d -- \"$cur\")";
  if (kind == "TILESET") return "COMPREPLY=(" + words + yaml + ")";
  if (kind == "BOARD") return "COMPREPLY=(" + yaml.substr(1) + ")";
  if (kind == "DIR") return "COMPREPLY=($(compgen -d -- \"$cur\"))";
  // The ids of the set named before: the first positional word.
  if (kind == "ID")
    return "COMPREPLY=($(compgen -W \"$(\"${COMP_WORDS[0]}\" tile-ids \"${positionals[0]}\" 2>/dev/null)\" -- "
           "\"$cur\"))";
  // One kind a seat, comma-separated: complete the word after the last comma.
  if (kind == "SEATS")
    return "local pre=; [[ $cur == *,* ]] && pre=\"${cur%,*},\"; COMPREPLY=($(compgen -P \"$pre\" -W '" +
           Join(ValueWords(kind), " ") + "' -- \"${cur##*,}\"))";
  if (ValueMayBeFile(kind)) return "COMPREPLY=(" + words + " $(compgen -f -- \"$cur\"))";
  return "COMPREPLY=(" + words + ")";
}

/// The positionals of `cmd` in order.
std::vector<const CLI::Option*> Positionals(const CLI::App& cmd) {
  std::vector<const CLI::Option*> out;
  for (const CLI::Option* opt : cmd.get_options())
    if (opt->get_positional()) out.push_back(opt);
  return out;
}

/// "-o|--output|--paper": the names of the options that take a value.
std::string ValueOptionNames(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : ValueOptions(cmd)) names.push_back(CasePattern(*opt));
  return Join(names, "|");
}

std::string BashCommand(const CLI::App& cmd) {
  std::string out = "    " + cmd.get_name() + ")\n      case \"$prev\" in\n";
  for (const CLI::Option* opt : ValueOptions(cmd))
    out += "        " + CasePattern(*opt) + ") " + BashValue(ValueKind(*opt)) + "; return 0 ;;\n";
  out += "      esac\n";
  out += "      if [[ $cur == -* ]]; then\n        COMPREPLY=($(compgen -W '" +
         Join(OptionNames(cmd), " ") + "' -- \"$cur\"))\n        return 0\n      fi\n";
  // Which positional the word is: the words before it, less options and their values.
  out += "      _carckit_positionals $((ci + 1)) '" + ValueOptionNames(cmd) + "'\n";
  out += "      case ${#positionals[@]} in\n";
  std::vector<const CLI::Option*> positionals = Positionals(cmd);
  for (size_t i = 0; i < positionals.size(); ++i) {
    bool many = positionals[i]->get_expected_max() > 1;  // takes every word from here on
    out += "        " + (many ? std::string("*") : std::to_string(i)) + ") " +
           BashValue(ValueKind(*positionals[i])) + " ;;\n";
    if (many) break;
  }
  return out + "      esac\n      ;;\n";
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

/// The zsh action completing a value of `kind` (ValueKind), as BashValue.
std::string ZshAction(const std::string& kind) {
  std::vector<std::string> words = ValueWords(kind);
  if (kind == "TILESET") return "{_files -g '*.yaml'; compadd -- " + Join(words, " ") + "}";
  if (kind == "BOARD") return "_files -g '*.yaml'";
  if (kind == "DIR") return "_files -/";
  // After `shift words`, words[2] is the command's first positional: the set.
  if (kind == "ID")
    return "{local -a ids; ids=(${(f)\"$(carckit tile-ids ${(Q)words[2]} 2>/dev/null)\"}); compadd -a ids}";
  if (kind == "SEATS") return "_sequence compadd - " + Join(words, " ");
  if (!words.empty() && !ValueMayBeFile(kind)) return "(" + Join(words, " ") + ")";
  if (!words.empty()) return "{_files; compadd -- " + Join(words, " ") + "}";
  return ValueMayBeFile(kind) ? "_files" : " ";
}

std::string ZshOption(const CLI::Option& opt) {
  std::vector<std::string> names = Split(CasePattern(opt), '|');
  std::string spec = "[" + ZshQuote(opt.get_description(), "[]\\") + "]";
  if (TakesValue(opt))
    spec += ":" + ZshQuote(opt.get_type_name()) + ":" + ZshQuote(ZshAction(ValueKind(opt)), "'");
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
           ZshQuote(ZshAction(ValueKind(*opt)), "'") + "' \\\n";
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
  if (type == "GAMES") return {"auto"};  // or a number
  if (type == "SEATS" || type == "KIND") {
    std::string n = std::to_string(kDefaultMctsPlayouts);
    return {"random", "greedy", "mcts", "mcts:" + n, "mcts:" + n + ":random"};
  }
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
      "# Sets `positionals` to the words from index $1 to the one before the\n"
      "# cursor that are not options or values of the options in $2 (a|b|c).\n"
      "_carckit_positionals() {\n"
      "  local i w\n"
      "  positionals=()\n"
      "  for ((i = $1; i < COMP_CWORD; i++)); do\n"
      "    w=${COMP_WORDS[i]}\n"
      "    if [[ $w == -* ]]; then\n"
      "      [[ $w != *=* && \"|$2|\" == *\"|$w|\"* ]] && ((i++))\n"
      "    else\n"
      "      positionals+=(\"$w\")\n"
      "    fi\n"
      "  done\n"
      "}\n"
      "_carckit() {\n"
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" cmd= ci i\n"
      "  local -a positionals\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    [[ ${COMP_WORDS[i]} != -* ]] && { cmd=${COMP_WORDS[i]}; ci=$i; break; }\n"
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
