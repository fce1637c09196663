#include "base/status.h"

namespace carc {

Status Status::At(std::string path, SourceLoc loc) const {
  Status out = *this;
  out.path_ = std::move(path);
  out.loc_ = loc;
  return out;
}

Status Status::AboutProgram() const {
  Status out = At("carckit");
  out.about_program_ = true;
  return out;
}

Status Status::As(Kind kind) const {
  Status out = *this;
  out.kind_ = kind;
  return out;
}

int Status::ExitCode() const {
  switch (kind_) {
    case Kind::kOk: return 0;
    case Kind::kInvalid:
    case Kind::kDiagnosed: return 1;
    case Kind::kIo:
    case Kind::kDiagnosedIo:
    case Kind::kUsage: return 2;
  }
  return 2;
}

std::string Status::ToString() const {
  if (ok() || IsDiagnosed()) return "";
  return (path_.empty() ? "" : FileAndPosition(path_, loc_) + ": ") + "error: " + message_;
}

}  // namespace carc
