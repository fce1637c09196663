// `carckit man [COMMAND] [--dir DIR]`: the manual pages, written from the
// same option definitions as --help. Hidden: the build runs it to write the
// pages it installs (`man carckit-kit`).
#include <iostream>

#include "base/output_file.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/man_page.h"
#include "cli/usage.h"

namespace carc {

namespace {

/// The page named `name` ("carckit" or "carckit-CMD" or "CMD"), or "" when none is.
std::string PageFor(const CLI::App& app, const std::string& name) {
  if (name.empty() || name == "carckit") return ManPage(app, CARCKIT_VERSION);
  for (const CLI::App* cmd : Commands(app))
    if (name == cmd->get_name() || name == "carckit-" + cmd->get_name())
      return CommandManPage(app, *cmd, CARCKIT_VERSION);
  return "";
}

/// Writes every page into `dir`, each atomically.
void WriteEveryPage(const CLI::App& app, const std::string& dir) {
  for (const std::string& file : ManPageNames(app)) {
    std::string page = PageFor(app, file.substr(0, file.size() - 2));
    AtomicOutput out(dir + "/" + file);
    ExitOnError(out.status());
    out.Write(page.data(), page.size());
    ExitOnError(out.Commit());
  }
}

}  // namespace

void SetupMan(CLI::App& app) {
  auto page = std::make_shared<std::string>();
  auto dir = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("man", "Print carckit's manual page, or a command's");
  cmd->group("");  // for the build and for packagers, not listed
  cmd->add_option("command", *page, "The command whose page to print; none: carckit(1)")
      ->type_name("COMMAND")
      ->default_str("");
  cmd->add_option("--dir", *dir, "Write every page, carckit.1 and carckit-CMD.1, into this folder")
      ->type_name("DIR")
      ->default_str("");
  cmd->callback([page, dir, &app] {
    if (!dir->empty()) return WriteEveryPage(app, *dir);
    std::string text = PageFor(app, *page);
    if (text.empty()) {
      std::vector<std::string> names;
      for (const CLI::App* c : Commands(app)) names.push_back(c->get_name());
      ExitOnError(Status::Usage("man: no command '" + *page + "'; the commands are " + Join(names, ", ")));
    }
    std::cout << text;
  });
}

}  // namespace carc
