#include "preview/run_preview.h"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstring>
#include <thread>

extern char** environ;

namespace carc {

namespace {

/// Starts `xdg-open url` without waiting for it; a note when that fails.
void OpenBrowser(const std::string& url, std::ostream& out) {
  pid_t pid = 0;
  std::string program = "xdg-open";
  char* argv[] = {program.data(), const_cast<char*>(url.c_str()), nullptr};
  int rc = posix_spawnp(&pid, "xdg-open", nullptr, nullptr, argv, environ);
  // Reaped beside the server, so that it does not stay a zombie (SIGCHLD
  // cannot be ignored: the SVG sandbox waits for its own children).
  if (rc == 0) std::thread([pid] { waitpid(pid, nullptr, 0); }).detach();
  else out << "note: could not start a browser (xdg-open: " << std::strerror(rc) << "); open " << url << "\n";
}

}  // namespace

Status RunPreview(const PreviewOptions& options, bool open, std::ostream& out, Diagnostics* diags) {
  // Every thread the server starts inherits this mask, so the signals reach
  // only the sigwait below: no handler runs in the middle of a request.
  sigset_t stop_signals, previous;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, &previous);
  signal(SIGPIPE, SIG_IGN);  // a page closed mid-answer is an error on that connection only
  PreviewServer server(options);
  Status started = server.Start(diags);
  if (!started.ok()) {
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return started;
  }
  out << "carckit preview: serving " << options.tileset << " at " << server.url()
      << " (Ctrl-C stops)" << std::endl;
  if (open) OpenBrowser(server.url(), out);
  int sig = 0;
  while (sigwait(&stop_signals, &sig) != 0) {
  }
  server.Stop();
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  out << "carckit preview: stopped" << std::endl;
  return Status::Ok();
}

}  // namespace carc
