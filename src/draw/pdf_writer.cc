#include "draw/pdf_writer.h"

#include <libdeflate.h>

#include <cstdio>

namespace carc {

/// One compressor for the whole file (libdeflate: whole buffers, about
/// three times zlib's speed at its fastest level and smaller output).
struct PdfWriter::Deflater {
  libdeflate_compressor* c = nullptr;
  // The fastest level: a higher one costs base-c1's render more instructions
  // than the few kilobytes it saves are worth.
  Deflater() : c(libdeflate_alloc_compressor(1)) {}
  ~Deflater() {
    if (c) libdeflate_free_compressor(c);
  }
  /// `data` compressed into `*out` as a zlib stream (PDF's /FlateDecode);
  /// false if it did not shrink.
  bool Compress(const std::string& data, std::string* out) {
    if (!c) return false;
    out->resize(libdeflate_zlib_compress_bound(c, data.size()));
    size_t n = libdeflate_zlib_compress(c, data.data(), data.size(), &(*out)[0], out->size());
    if (n == 0 || n >= data.size()) return false;
    out->resize(n);
    return true;
  }
};

PdfWriter::PdfWriter(AtomicOutput* out) : out_(out), deflater_(std::make_unique<Deflater>()) {
  // The second line's bytes above 127 tell transfer programs the file is binary.
  Put("%PDF-1.5\n%\xb5\xed\xae\xfb\n");
}

PdfWriter::~PdfWriter() = default;

int PdfWriter::Reserve() {
  offsets_.push_back(0);
  return int(offsets_.size()) - 1;
}

void PdfWriter::Begin(int object) {
  if (object > 0 && size_t(object) < offsets_.size()) offsets_[size_t(object)] = offset_;
  Put(std::to_string(object) + " 0 obj\n");
}

void PdfWriter::WriteObject(int object, const std::string& body) {
  Begin(object);
  Put(body);
  Put("\nendobj\n");
}

void PdfWriter::WriteStream(int object, const std::string& dict, const std::string& data) {
  // A few dozen bytes do not shrink, and zlib's header and checksum cost more.
  bool compress = data.size() > 64 && deflater_->Compress(data, &compressed_);
  const std::string& body = compress ? compressed_ : data;
  BeginRawStream(object, dict + (compress ? " /Filter /FlateDecode" : ""), body.size());
  WriteRaw(body.data(), body.size());
  EndRawStream();
}

void PdfWriter::BeginRawStream(int object, const std::string& dict, size_t length) {
  Begin(object);
  Put("<<" + dict + " /Length " + std::to_string(length) + ">>\nstream\n");
}

void PdfWriter::WriteRaw(const void* data, size_t size) { Put(data, size); }

void PdfWriter::EndRawStream() { Put("\nendstream\nendobj\n"); }

void PdfWriter::Finish(int root, int info) {
  // Every number reserved is an object, so the table has no free entries to chain.
  for (size_t i = 1; i < offsets_.size(); ++i)
    if (offsets_[i] == 0) WriteObject(int(i), "null");
  unsigned long long xref = offset_;
  std::string table = "xref\n0 " + std::to_string(offsets_.size()) + "\n0000000000 65535 f \n";
  char line[24];
  for (size_t i = 1; i < offsets_.size(); ++i) {
    std::snprintf(line, sizeof line, "%010llu 00000 n \n", offsets_[i]);
    table += line;
  }
  table += "trailer\n<</Size " + std::to_string(offsets_.size()) + " /Root " + std::to_string(root) + " 0 R";
  if (info > 0) table += " /Info " + std::to_string(info) + " 0 R";
  table += ">>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
  Put(table);
}

void PdfWriter::Put(const std::string& s) { Put(s.data(), s.size()); }

void PdfWriter::Put(const void* data, size_t size) {
  out_->Write(data, size);
  offset_ += size;
}

}  // namespace carc
