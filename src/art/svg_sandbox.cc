#include "art/svg_sandbox.h"

#include <cairo-pdf.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

#include "art/svg_library.h"
#include "base/out_of_memory.h"
#include "base/sandbox.h"

extern char** environ;

namespace carc {

namespace {

/// Exit codes of the child besides 0 (it reported on the pipe).
constexpr int kOutOfMemory = 3;
constexpr int kFailed = 4;

/// Bytes malloc has handed out and not taken back.
size_t HeapInUse() {
  struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

/// The first GLib warning or critical logged in the child.
std::string g_logged;

void CatchLog(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer) {
  if (!g_logged.empty() || !(level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)))
    return;
  const char* kind = (level & G_LOG_LEVEL_WARNING) ? "WARNING" : "CRITICAL";
  g_logged = std::string(domain ? domain : "GLib") + "-" + kind + ": " + (message ? message : "");
}

cairo_status_t Discard(void* counter, const unsigned char*, unsigned int length) {
  *static_cast<size_t*>(counter) += length;
  return CAIRO_STATUS_SUCCESS;
}

/// Paints `recording` (`side` units square) the two ways the tool may: into
/// an image of `side` pixels and into a PDF. Returns a cairo problem or "".
std::string Replay(cairo_surface_t* recording, int side) {
  SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side));
  size_t pdf_bytes = 0;
  SurfacePtr pdf(cairo_pdf_surface_create_for_stream(Discard, &pdf_bytes, side, side));
  for (cairo_surface_t* target : {image.get(), pdf.get()}) {
    ContextPtr cr(cairo_create(target));
    cairo_set_source_surface(cr.get(), recording, 0, 0);
    cairo_paint(cr.get());
    if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS)
      return cairo_status_to_string(cairo_status(cr.get()));
  }
  cairo_surface_finish(pdf.get());
  cairo_status_t status = cairo_surface_status(pdf.get());
  return status == CAIRO_STATUS_SUCCESS ? "" : cairo_status_to_string(status);
}

/// The child's work: what it writes to the pipe ("ok BYTES" or a problem).
std::string DrawInChild(const std::string& path, int side) {
  std::string why;
  // Loaded before counting: the library's own memory is not the art's.
  if (!LoadSvgLibrary(&why)) return "cannot be drawn (" + why + ")";
  size_t before = HeapInUse();
  RsvgHandle* handle = OpenSvg(path, &why);
  if (!handle) return "is not a readable SVG image (" + why + ")";
  SurfacePtr recording = RecordSvg(handle, side);
  g_object_unref(handle);
  size_t held = HeapInUse() - before;
  if (cairo_surface_status(recording.get()) != CAIRO_STATUS_SUCCESS)
    return std::string("cannot be drawn (") + cairo_status_to_string(cairo_surface_status(recording.get())) + ")";
  std::string problem = Replay(recording.get(), side);
  if (!problem.empty()) return "cannot be drawn (" + problem + ")";
  if (!g_logged.empty()) return "cannot be drawn cleanly: " + g_logged;
  return "ok " + std::to_string(held);
}

/// The sandbox's limits for `limits`.
SandboxLimits Bounds(const SvgLimits& limits) {
  return {limits.cpu_seconds, limits.wall_seconds, limits.memory_mb};
}

/// The probe itself, in the child: draws the SVG within the limits and
/// reports on `out`; ends the process.
[[noreturn]] void ProbeInChild(int out, const std::string& path, int side, const SvgLimits& limits) {
  SetOutOfMemoryExitCode(kOutOfMemory);  // a malloc that fails ends the probe so, not with 2
  LimitTime(Bounds(limits));  // librsvg and GLib may print: the pipe says what went wrong
  // librsvg is loaded first: its libraries (ICU's data alone maps 30 MB) are
  // not the art's memory, and were mapped before the limit when it was linked.
  std::string unloadable;
  LoadSvgLibrary(&unloadable);  // if it fails, DrawInChild says so
  LimitMemory(Bounds(limits));
  g_log_set_default_handler(CatchLog, nullptr);
  std::string report;
  int code = 0;
  try {
    report = DrawInChild(path, side);
  } catch (const std::bad_alloc&) {
    code = kOutOfMemory;
  } catch (...) {
    code = kFailed;
  }
  WriteAll(out, report);
  _exit(code);
}

/// The environment variables that turn a fresh start of the program into a
/// probe: "FD SIDE CPU WALL MEMORY" and the SVG's path.
constexpr const char* kProbeEnv = "CARCKIT_SVG_PROBE";
constexpr const char* kProbePathEnv = "CARCKIT_SVG_PROBE_PATH";

/// In the child: starts this program afresh as a probe (RunAsSvgProbeIfAsked), so
/// that nothing of the tool's state comes along -- in particular not the
/// worker threads of librsvg's thread pool, which a fork leaves behind and
/// which a probe forked after the tool drew an SVG would wait on forever.
/// Returns only when the exec fails.
void ExecAsProbe(int out, const std::string& path, int side, const SvgLimits& limits) {
  int flags = fcntl(out, F_GETFD);
  if (flags >= 0) fcntl(out, F_SETFD, flags & ~FD_CLOEXEC);
  std::string probe = std::string(kProbeEnv) + "=" + std::to_string(out) + " " +
                      std::to_string(side) + " " + std::to_string(limits.cpu_seconds) + " " +
                      std::to_string(limits.wall_seconds) + " " + std::to_string(limits.memory_mb);
  std::string where = std::string(kProbePathEnv) + "=" + path;
  std::vector<char*> env;
  for (char** e = environ; *e; ++e) env.push_back(*e);
  env.push_back(&probe[0]);
  env.push_back(&where[0]);
  env.push_back(nullptr);
  char name[] = "carckit-svg-probe";
  char* argv[] = {name, nullptr};
  execve("/proc/self/exe", argv, env.data());
}

/// What the wait status of a child that wrote nothing says.
std::string Died(int status, const SvgLimits& limits) {
  std::string budget = "(art may take at most " + std::to_string(limits.memory_mb) +
                       " MB of memory and " + std::to_string(limits.cpu_seconds) + " s of CPU time)";
  if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL))
    return "takes more than " + std::to_string(limits.cpu_seconds) + " s of CPU time to draw " + budget;
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
    return "took more than " + std::to_string(limits.wall_seconds) + " s to draw " + budget;
  if (WIFEXITED(status) && WEXITSTATUS(status) == kOutOfMemory)
    return "needs more than " + std::to_string(limits.memory_mb) + " MB of memory to draw " + budget;
  std::string how = WIFSIGNALED(status) ? std::string("signal ") + std::to_string(WTERMSIG(status)) + ", " +
                                              strsignal(WTERMSIG(status))
                                        : "exit code " + std::to_string(WEXITSTATUS(status));
  // Out of memory, the SVG library aborts or its stack overflows.
  return "needs more than " + std::to_string(limits.memory_mb) +
         " MB of memory to draw, or crashed the SVG library (" + how + ") " + budget;
}

}  // namespace

SurfacePtr RecordSvg(RsvgHandle* handle, double side) {
  cairo_rectangle_t extents{0, 0, side, side};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  ContextPtr cr(cairo_create(surface.get()));
  RsvgRectangle viewport{0, 0, side, side};
  RenderSvg(handle, cr.get(), viewport);
  return surface;
}

namespace {

/// Whether this program's main() called RunAsSvgProbeIfAsked, so that it
/// can be started afresh as a probe (otherwise a fresh start would run the
/// whole program again: a test executable its tests).
bool g_answers_probes = false;

}  // namespace

void RunAsSvgProbeIfAsked() {
  const char* spec = std::getenv(kProbeEnv);
  const char* path = std::getenv(kProbePathEnv);
  if (!spec || !path) {
    g_answers_probes = true;
    return;
  }
  int out = -1, side = 0;
  SvgLimits limits;
  if (std::sscanf(spec, "%d %d %d %d %zu", &out, &side, &limits.cpu_seconds, &limits.wall_seconds,
                  &limits.memory_mb) != 5)
    _exit(kFailed);
  ProbeInChild(out, path, side, limits);
}

SvgProbe ProbeSvg(const std::string& path, int side, const SvgLimits& limits) {
  SvgProbe probe;
  ChildRun run = RunChild([&](int out) {
    if (g_answers_probes) ExecAsProbe(out, path, side, limits);
    // Not a program that answers probes, or no /proc/self/exe: probe in the fork itself.
    ProbeInChild(out, path, side, limits);
  });
  if (!run.started) {
    probe.problem = "cannot be checked: " + run.error;
    return probe;
  }
  probe.cpu_seconds = run.cpu_seconds;
  probe.wall_seconds = run.wall_seconds;
  const std::string& report = run.output;
  int status = run.wait_status;
  if (report.rfind("ok ", 0) == 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    probe.ok = true;
    probe.held_bytes = size_t(std::strtoull(report.c_str() + 3, nullptr, 10));
  } else {
    probe.problem = !report.empty() && report.rfind("ok ", 0) != 0 ? report : Died(status, limits);
  }
  return probe;
}

}  // namespace carc
