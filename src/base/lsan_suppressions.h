// LeakSanitizer suppressions for memory that fontconfig keeps for the life of
// the process (its parsed configuration, and the patterns and fonts that
// Pango's per-thread font map caches), never freed because nothing calls
// FcFini() at exit; and what libxml2 loses on one error path. Not leaks of
// ours. Include this header in
// exactly one file of each executable (main.cc, test_util.cc); it defines the
// hooks LeakSanitizer looks up, and nothing outside sanitizer builds.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define CARCKIT_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CARCKIT_LSAN 1
#endif
#endif

#ifdef CARCKIT_LSAN
extern "C" const char* __lsan_default_suppressions() {
  // Every such stack starts in libfontconfig (allocation stacks are cut at
  // the first library frame without a frame pointer, so function names
  // rarely show). Leaks of our own objects still show: they start in our code.
  return "leak:libfontconfig.so\n"
         "leak:FcInitLoadConfigAndFonts\n"
         // libxml2 (under librsvg) drops entity values when it stops at an
         // entity loop in hostile SVG art (tests/bad/art/lol.svg).
         "leak:xmlParseEntityValue\n";
}
/// Keeps stderr exactly what carckit prints (tests compare it whole).
extern "C" const char* __lsan_default_options() { return "print_suppressions=0"; }
#endif
