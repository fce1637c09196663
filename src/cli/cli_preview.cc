// `carckit preview TILESET [--port N] [--open] [--theme T]`
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "base/data_dir.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

/// The program that serves `carckit preview`.
constexpr const char* kPreviewProgram = "carckit-preview";

/// Runs carckit-preview in this process's place with the same request:
/// carckit's own command line linked with the preview server, so that only
/// it loads cpp-httplib and the OpenSSL, zlib and brotli that Debian's build
/// of it links. Returns only when it cannot be run.
Status ExecPreviewProgram(const PreviewRequest& request) {
  std::string program = FindHelper(kPreviewProgram);
  if (program.empty())
    return Status::Io(std::string("preview: ") + kPreviewProgram +
                      " is in none of the places carckit looked: " +
                      Join(HelperCandidates(kPreviewProgram), ", ") + "; reinstall carckit")
        .AboutProgram();
  // It reads the data this run found, wherever either program lies.
  const char* data = std::getenv("CARCKIT_DATA_DIR");
  if (!data || !*data) setenv("CARCKIT_DATA_DIR", DataDir().c_str(), 1);
  std::string port = "--port=" + std::to_string(request.port);
  std::string theme = "--theme=" + request.theme;
  std::vector<const char*> argv = {program.c_str(), "preview", port.c_str(), theme.c_str()};
  if (request.open) argv.push_back("--open");
  argv.push_back("--");  // the path as it is, even one that starts with '-'
  argv.push_back(request.tileset.c_str());
  argv.push_back(nullptr);
  std::cout.flush();
  std::cerr.flush();
  execv(program.c_str(), const_cast<char* const*>(argv.data()));
  return Status::Io("preview: cannot run " + program + ": " + std::strerror(errno)).AboutProgram();
}

}  // namespace

void SetupPreview(CLI::App& app, PreviewRunner preview) {
  auto request = std::make_shared<PreviewRequest>();
  request->theme = "default";
  request->port = 8040;
  CLI::App* cmd = app.add_subcommand(
      "preview", "Serve a live page of the set on 127.0.0.1 that redraws it at every save");
  AddTilesetArg(cmd, &request->tileset);
  cmd->add_option("--port", request->port, "Port on 127.0.0.1 to listen on; 0 picks a free one")
      ->type_name("N")
      ->default_str(std::to_string(request->port))
      ->check(CLI::Range(0, 65535).description(""));
  cmd->add_flag("--open", request->open, "Open the page in the desktop's browser (xdg-open)");
  AddThemeOption(cmd, &request->theme, request->theme);
  cmd->callback([request, preview] {
    PreviewRequest r = *request;
    r.tileset = TileSetPathOrExit(r.tileset);
    ExitOnError(preview ? preview(r) : ExecPreviewProgram(r));
  });
}

}  // namespace carc
