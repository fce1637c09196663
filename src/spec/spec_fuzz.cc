// libFuzzer target: any bytes as a tile spec, through the loader and the
// validator. Besides crashes, hangs and leaks (the sanitizers and libFuzzer's
// timeouts catch those), it checks that every rejection is explained: an
// invalid spec has at least one error, and every message is printable UTF-8.
// Build: CC=clang CXX=clang++ cmake -DCARCKIT_FUZZ=ON; run: .ci/fuzz.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "base/text_util.h"
#include "spec/spec_loader.h"
#include "spec/validator.h"

namespace {

void Fail(const char* why, const std::string& detail) {
  std::fprintf(stderr, "spec_fuzz: %s: %s\n", why, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string content(reinterpret_cast<const char*>(data), size);
  carc::TileSet set;
  carc::Diagnostics diags;
  carc::Status loaded = carc::LoadTileSetFromString("fuzz.yaml", content, &set, &diags);
  if (loaded.IsIo()) Fail("I/O status from text in memory", loaded.ToString());
  if (loaded.IsInvalid() && !diags.HasErrors()) Fail("rejected without an error", "");
  carc::Validate(set, &diags);
  carc::Summarize(set);
  for (const carc::Diagnostic& d : diags.Sorted()) {
    std::string line = d.Format();
    if (d.message.empty()) Fail("empty message", line);
    if (carc::FindInvalidUtf8(line) >= 0) Fail("message is not UTF-8", line);
    for (char c : line)
      if (static_cast<unsigned char>(c) < 0x20) Fail("control character in message", line);
  }
  return 0;
}
