#include "draw/cairo_pdf.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace carc {

namespace {

/// Moves `*pos` past white space.
void SkipSpace(const std::string& t, size_t* pos) {
  while (*pos < t.size() && std::strchr(" \r\n\t\f", t[*pos]) && t[*pos] != '\0') ++*pos;
}

/// Reads an unsigned number at `*pos`; false if there is none.
bool ReadNumber(const std::string& t, size_t* pos, long long* out) {
  SkipSpace(t, pos);
  size_t start = *pos;
  while (*pos < t.size() && t[*pos] >= '0' && t[*pos] <= '9') ++*pos;
  if (*pos == start) return false;
  *out = std::atoll(t.c_str() + start);
  return true;
}

}  // namespace

CairoPdf::CairoPdf(int fd) : fd_(fd) {
  struct stat st;
  if (fstat(fd, &st) != 0) {
    Fail(std::strerror(errno));
    return;
  }
  file_size_ = st.st_size;
  std::string tail;
  long long from = std::max(0LL, file_size_ - 1024);
  if (!ReadBytes(from, size_t(file_size_ - from), &tail)) return;
  size_t at = tail.rfind("startxref");
  long long xref = 0;
  size_t p = at + 9;
  if (at == std::string::npos || !ReadNumber(tail, &p, &xref) || xref >= file_size_) {
    Fail("no cross-reference table");
    return;
  }
  xref_at_ = xref;
  std::string table;
  if (!ReadBytes(xref, size_t(file_size_ - xref), &table)) return;
  p = 0;
  SkipSpace(table, &p);
  if (table.compare(p, 4, "xref") != 0) {
    Fail("no cross-reference table");
    return;
  }
  p += 4;
  long long first = 0, count = 0;
  // Subsections "first count", then 20-byte entries "oooooooooo ggggg n".
  for (;;) {
    size_t save = p;
    if (!ReadNumber(table, &p, &first) || !ReadNumber(table, &p, &count)) {
      p = save;
      break;
    }
    if (first + count > 10000000) {
      Fail("a cross-reference table too large");
      return;
    }
    if (size_t(first + count) > offsets_.size()) offsets_.resize(size_t(first + count), -1);
    for (long long i = 0; i < count; ++i) {
      long long offset = 0, gen = 0;
      if (!ReadNumber(table, &p, &offset) || !ReadNumber(table, &p, &gen)) {
        Fail("a cut cross-reference table");
        return;
      }
      SkipSpace(table, &p);
      if (p >= table.size()) {
        Fail("a cut cross-reference table");
        return;
      }
      if (table[p] == 'n' && offset < xref) offsets_[size_t(first + i)] = offset;
      ++p;
    }
  }
  SkipSpace(table, &p);
  if (table.compare(p, 7, "trailer") != 0) {
    Fail("no trailer");
    return;
  }
  p += 7;
  if (!ParsePdfValue(table, &p, &trailer_) || trailer_.kind != PdfValue::Kind::Dict) {
    Fail("a bad trailer");
    return;
  }
  for (long long o : offsets_)
    if (o >= 0) sorted_.push_back(o);
  std::sort(sorted_.begin(), sorted_.end());
  sorted_.push_back(xref_at_);
}

bool CairoPdf::Fail(const std::string& why) {
  if (status_.ok()) status_ = Status::Invalid("cannot read Cairo's output back: " + why);
  return false;
}

bool CairoPdf::ReadBytes(long long at, size_t size, std::string* out) {
  out->resize(size);
  size_t got = 0;
  while (got < size) {
    ssize_t n = pread(fd_, &(*out)[got], size - got, off_t(at + (long long)got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Fail(n < 0 ? std::strerror(errno) : "it is shorter than it was");
    got += size_t(n);
  }
  return true;
}

long long CairoPdf::ExtentEnd(int n) const {
  auto it = std::upper_bound(sorted_.begin(), sorted_.end(), offsets_[size_t(n)]);
  return it == sorted_.end() ? file_size_ : *it;
}

bool CairoPdf::Read(int n, CairoObject* out) {
  if (!Has(n)) return Fail("object " + std::to_string(n) + " is missing");
  long long at = offsets_[size_t(n)], end = ExtentEnd(n);
  // An object's dictionary comes first and is short; a stream's data can be
  // large (an image), and is not read here.
  std::string text;
  size_t want = size_t(std::min(end - at, 16384LL));
  for (;;) {
    if (!ReadBytes(at, want, &text)) return false;
    size_t p = 0;
    long long num = 0, gen = 0;
    bool head = ReadNumber(text, &p, &num) && ReadNumber(text, &p, &gen);
    SkipSpace(text, &p);
    if (!head || num != n || text.compare(p, 3, "obj") != 0)
      return Fail("object " + std::to_string(n) + " is not where the table says");
    p += 3;
    *out = CairoObject();
    bool parsed = ParsePdfValue(text, &p, &out->value);
    SkipSpace(text, &p);
    bool cut = p + 8 > text.size() && (long long)text.size() < end - at;  // `stream` may lie beyond
    if (parsed && !cut) {
      if (text.compare(p, 6, "stream") == 0) {
        p += 6;
        if (p < text.size() && text[p] == '\r') ++p;
        if (p < text.size() && text[p] == '\n') ++p;
        out->stream = true;
        out->data_at = at + (long long)p;
        const PdfValue* length = out->value.Find("/Length");
        PdfValue size;
        if (!length || !Resolve(*length, &size) || size.kind != PdfValue::Kind::Number)
          return Fail("a stream of object " + std::to_string(n) + " without a length");
        out->data_size = (long long)size.NumberValue();
        if (out->data_size < 0 || out->data_at + out->data_size > end)
          return Fail("a stream of object " + std::to_string(n) + " longer than its object");
      }
      return true;
    }
    if ((long long)want >= end - at) return Fail("object " + std::to_string(n) + " does not parse");
    want = size_t(std::min(end - at, (long long)want * 4));
  }
}

bool CairoPdf::Resolve(const PdfValue& v, PdfValue* out) {
  if (v.kind != PdfValue::Kind::Ref) {
    *out = v;
    return true;
  }
  CairoObject o;
  if (!Read(v.ref, &o)) return false;
  *out = std::move(o.value);
  return true;
}

}  // namespace carc
