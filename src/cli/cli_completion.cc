// `carckit completion bash|zsh`: prints a completion script for the shell.
#include <iostream>

#include "cli/cli.h"
#include "cli/completion.h"

namespace carc {

void SetupCompletion(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand(
      "completion", "Print a shell completion script: source <(carckit completion bash)");
  cmd->add_option("shell", *shell, "The shell: bash or zsh")
      ->required()
      ->type_name("bash|zsh")
      ->check(CLI::IsMember({"bash", "zsh"}).description(""));
  cmd->callback([shell, &app] {
    std::cout << (*shell == "bash" ? BashCompletion(app) : ZshCompletion(app));
  });
}

}  // namespace carc
