// Running work that its input controls (SVG art asks librsvg for anything:
// gigabytes, minutes) in a child process with its memory, CPU time and wall
// time bounded (setrlimit, alarm), and reading back what it says on a pipe.
// The one place for fork, rlimits and /proc/self/statm.
#pragma once

#include <sys/resource.h>

#include <cstddef>
#include <functional>
#include <string>

namespace carc {

/// Limits on a child process run in the sandbox.
struct SandboxLimits {
  int cpu_seconds = 4;     ///< CPU time (SIGXCPU, then SIGKILL a second later)
  int wall_seconds = 120;  ///< time, waiting included (SIGALRM)
  size_t memory_mb = 512;  ///< address space it may add to what it maps on entering
};

/// The process's address space now, in bytes (/proc/self/statm's first
/// field); 0 when it cannot be read.
size_t AddressSpace();

/// In a child: bounds its CPU and wall time to `limits` (a limit's signal
/// leaves no core file behind) and sends its standard error to /dev/null
/// (what a library prints is the child's to say on its pipe). Call before
/// loading what the work needs.
void LimitTime(const SandboxLimits& limits);

/// In a child: bounds its address space to what it maps now plus
/// `limits.memory_mb`, so that the bound is the same whatever the process
/// held when it forked (and under AddressSanitizer). Call after loading the
/// libraries the work needs: their mappings are not the work's memory.
void LimitMemory(const SandboxLimits& limits);

/// Lowers the address-space limit to what the process maps now plus `room`
/// bytes while it lives, and restores the old one after: the tool doing in
/// process what a child did under LimitMemory meets the same bound.
class AddressSpaceBound {
 public:
  /// Sets the bound (keeping a lower one already set); does nothing when
  /// the address space cannot be read.
  explicit AddressSpaceBound(size_t room);
  /// Restores the limit there was.
  ~AddressSpaceBound();
  AddressSpaceBound(const AddressSpaceBound&) = delete;
  AddressSpaceBound& operator=(const AddressSpaceBound&) = delete;

 private:
  struct rlimit old_ = {};
  bool set_ = false;
};

/// How a child run by RunChild ended.
struct ChildRun {
  bool started = false;  ///< false when the pipe or the fork failed (`error` says why)
  std::string error;     ///< strerror of what failed to start it
  std::string output;    ///< everything it wrote on its pipe
  int wait_status = 0;   ///< as waitpid gives it (WIFEXITED, WTERMSIG, ...)
  double cpu_seconds = 0;   ///< CPU time it took (user and system)
  double wall_seconds = 0;  ///< time from the fork to its end, waiting included
};

/// Forks a child that runs `child(fd)`, which must end the child (_exit,
/// exec, a signal) and never return; `fd` is the write end of a pipe whose
/// contents come back as ChildRun::output. The child dies with the calling
/// process (it never outlives it by its time limit), and the call returns
/// when the child has ended.
ChildRun RunChild(const std::function<void(int fd)>& child);

/// Writes all of `text` to `fd`, as much as it takes (a child's report).
void WriteAll(int fd, const std::string& text);

}  // namespace carc
