#include "cli/man_page.h"

#include "cli/usage.h"

namespace carc {

namespace {

/// `text` as a sentence: with a full stop unless it ends in one.
std::string Sentence(const std::string& text) {
  return !text.empty() && text.back() == '.' ? text : text + ".";
}

/// The page's title line: name, section 1, the version, the manual's name.
std::string Title(const std::string& name, const std::string& version) {
  std::string upper;
  for (char c : name) upper += char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  return ".TH " + RoffEscape(upper) + " 1 \"\" \"carckit " + RoffEscape(version) +
         "\" \"carckit manual\"\n";
}

/// "-o, --output FILE": an option's names and value as help shows them.
std::string OptionHead(const CLI::Option& opt, const HelpFormatter& help) {
  std::string names;
  for (const std::string& s : opt.get_snames()) names += (names.empty() ? "" : ", ") + ("\\fB\\-" + s + "\\fR");
  for (const std::string& l : opt.get_lnames())
    names += (names.empty() ? "" : ", ") + ("\\fB\\-\\-" + RoffEscape(l) + "\\fR");
  if (names.empty())  // a positional, by its value name as the synopsis shows it
    names = "\\fI" + RoffEscape(opt.get_type_name().empty() ? opt.get_name() : opt.get_type_name()) + "\\fR";
  std::string value = help.make_option_opts(&opt);
  if (!value.empty() && !opt.get_positional())
    names += " \\fI" + RoffEscape(value.substr(1)) + "\\fR";
  return names;
}

/// The positionals, then each option, in the order `--help` lists them.
std::string OptionList(const CLI::App& cmd) {
  HelpFormatter help;
  std::string out;
  for (bool positional : {true, false}) {
    for (const CLI::Option* opt : cmd.get_options()) {
      if (opt->get_group().empty() || opt->get_positional() != positional) continue;
      std::string desc = help.make_option_desc(opt);
      out += ".TP\n" + OptionHead(*opt, help) + "\n" + RoffEscape(desc.empty() ? "(no description)" : desc) +
             "\n";
    }
  }
  return out;
}

/// "carckit kit TILESET [OPTIONS]": the positionals by value name.
std::string Synopsis(const CLI::App& cmd) {
  std::string out = ".B carckit " + RoffEscape(cmd.get_name()) + "\n";
  for (const CLI::Option* opt : cmd.get_options()) {
    if (!opt->get_positional()) continue;
    std::string name = RoffEscape(opt->get_type_name().empty() ? opt->get_name() : opt->get_type_name());
    bool many = opt->get_expected_max() == CLI::detail::expected_max_vector_size;
    out += opt->get_required() ? ".I " + name + (many ? " ...\n" : "\n")
                               : ".RI [ " + name + (many ? " ... ]\n" : " ]\n");
  }
  return out + ".RI [ OPTIONS ]\n";
}

/// Sections every page shares: exit status, environment, files.
std::string CommonSections() {
  return ".SH EXIT STATUS\n"
         ".TP\n0\nAll is well.\n"
         ".TP\n1\nThe input is invalid: a tile set, board or other file breaks a rule. Problems are "
         "reported as \\fIfile\\fR:\\fIline\\fR:\\fIcolumn\\fR: error: \\fImessage\\fR, every problem at "
         "once.\n"
         ".TP\n2\nA usage or I/O problem: an unknown option, a bad option value, a file that cannot be "
         "read or written.\n"
         ".SH ENVIRONMENT\n"
         ".TP\n.B CARCKIT_DATA_DIR\n"
         "The folder holding carckit's bundled sets (tilesets/) and templates (templates/). Unset, "
         "carckit looks in ../share/carckit beside its own binary, then in the share/carckit folder "
         "of the prefix it was installed to. A folder that does not exist is an error naming it.\n"
         ".SH FILES\n"
         ".TP\n\\fIPREFIX\\fR/share/carckit/tilesets/\n"
         "The bundled tile sets, named on the command line by their name (base\\-c1, pnp\\-demo, river), "
         "with the JSON Schemas of tile specs and boards beside them in ../docs/schema/.\n"
         ".TP\n\\fIPREFIX\\fR/share/doc/carckit/\n"
         "The documentation: README.md, and under docs/ the tile\\-spec and board formats, the rules "
         "carckit plays by (rules.md), layouts, themes, the JSON outputs (json.md) and limits.\n";
}

}  // namespace

std::string RoffEscape(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
    line_start = c == '\n';
  }
  return out;
}

std::string ManPage(const CLI::App& app, const std::string& version) {
  std::string out = Title("carckit", version) + ".SH NAME\ncarckit \\- " +
                    RoffEscape("check Carcassonne tile sets and turn them into print-and-play kits") +
                    "\n.SH SYNOPSIS\n.B carckit\n.I COMMAND\n.RI [ OPTIONS ]\n.br\n.B carckit\n"
                    ".RB [ \\-\\-help | \\-\\-version ]\n"
                    ".SH DESCRIPTION\n" +
                    RoffEscape(Sentence(app.get_description())) +
                    "\n.PP\nEach command takes a tile\\-spec path or a bundled set's name, writes its files "
                    "atomically (a temporary file renamed into place) and says what it wrote. Without "
                    "\\fB\\-o\\fR, files go to out/; \\fB\\-o \\-\\fR writes to standard output. "
                    "\\fBcarckit\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR lists a command's options, as its "
                    "page does.\n.SH COMMANDS\n";
  for (const CLI::App* cmd : Commands(app))
    out += ".TP\n.BR carckit\\-" + RoffEscape(cmd->get_name()) + " (1)\n" + RoffEscape(cmd->get_description()) +
           "\n";
  out += CommonSections() + ".SH SEE ALSO\n";
  std::string sep;
  for (const CLI::App* cmd : Commands(app)) {
    out += sep + ".BR carckit\\-" + RoffEscape(cmd->get_name()) + " (1)";
    sep = ",\n";
  }
  return out + "\n";
}

std::string CommandManPage(const CLI::App& app, const CLI::App& cmd, const std::string& version) {
  std::string name = "carckit-" + cmd.get_name();
  return Title(name, version) + ".SH NAME\n" + RoffEscape(name) + " \\- " + RoffEscape(cmd.get_description()) +
         "\n.SH SYNOPSIS\n" + Synopsis(cmd) + ".SH DESCRIPTION\n" + RoffEscape(Sentence(cmd.get_description())) +
         "\n.PP\nThe options and their defaults are those \\fBcarckit " + RoffEscape(cmd.get_name()) +
         " \\-\\-help\\fR lists.\n.SH OPTIONS\n" + OptionList(cmd) + CommonSections() +
         ".SH SEE ALSO\n.BR carckit (1)\n";
}

std::vector<std::string> ManPageNames(const CLI::App& app) {
  std::vector<std::string> out{"carckit.1"};
  for (const CLI::App* cmd : Commands(app)) out.push_back("carckit-" + cmd->get_name() + ".1");
  return out;
}

}  // namespace carc
