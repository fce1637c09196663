#include "cli/usage.h"

#include <algorithm>

#include "base/text_util.h"

namespace carc {

namespace {

std::vector<std::string> CommandNames(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* cmd : Commands(app)) names.push_back(cmd->get_name());
  return names;
}

/// The first argument that is not an option: the command's name, or "".
std::string CommandArg(const std::vector<std::string>& args, size_t* index) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--") break;
    if (args[i].empty() || args[i][0] != '-') {
      *index = i;
      return args[i];
    }
  }
  return "";
}

/// "--lang" of "--lang=ro"; "" for arguments that are not options.
std::string OptionName(const std::string& arg) {
  if (arg.size() < 2 || arg[0] != '-' || arg == "--") return "";
  if (arg[1] != '-') return arg.substr(0, 2);  // -ofile.pdf is -o with a value
  return arg.substr(0, arg.find('='));
}

std::string DidYouMean(const std::string& word, const std::vector<std::string>& candidates) {
  std::string hint = Suggest(word, candidates);
  return hint.empty() ? "" : "; did you mean '" + hint + "'?";
}

std::string UnknownCommand(const CLI::App& app, const std::string& name) {
  std::vector<std::string> names = CommandNames(app);
  std::string hint = DidYouMean(name, names);
  return "error: unknown command '" + Printable(Abbreviate(name)) + "'" +
         (hint.empty() ? "; the commands are " + Join(names, ", ") : hint) +
         "\nRun 'carckit' for what each command does.\n";
}

/// The first option in `args` (from `from`) that `cmd` does not know, or "".
std::string UnknownOption(const CLI::App& cmd, const std::vector<std::string>& args, size_t from) {
  std::vector<std::string> known = OptionNames(cmd);
  for (size_t i = from; i < args.size() && args[i] != "--"; ++i) {
    std::string name = OptionName(args[i]);
    if (!name.empty() && std::find(known.begin(), known.end(), name) == known.end()) return name;
  }
  return "";
}

}  // namespace

std::string HelpFormatter::make_option_opts(const CLI::Option* opt) const {
  if (!TakesValue(*opt)) return "";
  std::string out = " " + opt->get_type_name();
  if (opt->get_expected_max() == CLI::detail::expected_max_vector_size) out += " ...";
  return out + (opt->get_required() ? " REQUIRED" : "");
}

std::string HelpFormatter::make_option_desc(const CLI::Option* opt) const {
  std::string desc = opt->get_description();
  if (!TakesValue(*opt) || opt->get_default_str().empty()) return desc;
  return desc + " (default: " + opt->get_default_str() + ")";
}

std::vector<const CLI::App*> Commands(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App* cmd) { return !cmd->get_group().empty(); });
}

std::vector<std::string> OptionNames(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : cmd.get_options()) {
    for (const std::string& s : opt->get_snames()) names.push_back("-" + s);
    for (const std::string& l : opt->get_lnames()) names.push_back("--" + l);
  }
  return names;
}

std::string CommandList(const CLI::App& app) {
  std::string out = app.get_description() + "\n\nUsage: carckit COMMAND [OPTIONS]\n\nCommands:\n";
  size_t width = 0;
  for (const CLI::App* cmd : Commands(app)) width = std::max(width, cmd->get_name().size());
  for (const CLI::App* cmd : Commands(app))
    out += "  " + cmd->get_name() + std::string(width + 2 - cmd->get_name().size(), ' ') +
           cmd->get_description() + "\n";
  return out + "\nRun 'carckit COMMAND --help' for a command's options, 'carckit --version' for "
               "the version.\n";
}

std::string UsageMessage(const CLI::App& app, const CLI::ParseError& error,
                         const std::vector<std::string>& args) {
  size_t at = 0;
  std::string name = CommandArg(args, &at);
  const CLI::App* cmd = nullptr;
  for (const CLI::App* c : app.get_subcommands([](const CLI::App*) { return true; }))
    if (c->get_name() == name) cmd = c;  // a hidden command too (`carckit man`)
  if (!name.empty() && !cmd) return UnknownCommand(app, name);
  const CLI::App& where = cmd ? *cmd : app;
  std::string prefix = cmd ? "error: " + name + ": " : "error: ";
  std::string help = cmd ? "Run 'carckit " + name + " --help' for its options.\n"
                         : "Run 'carckit' for the list of commands.\n";
  // Only extras are unknown options: elsewhere "-1,2" may be a value.
  bool extras = dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr;
  std::string unknown = extras ? UnknownOption(where, args, cmd ? at + 1 : 0) : "";
  if (!unknown.empty())
    return prefix + "unknown option '" + Printable(Abbreviate(unknown)) + "'" +
           DidYouMean(unknown, OptionNames(where)) + "\n" + help;
  return prefix + Printable(error.what()) + "\n" + help;
}

}  // namespace carc
