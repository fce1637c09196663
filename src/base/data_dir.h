// Finds the bundled tilesets/ and templates/ folders at run time.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"

namespace carc {

/// The folder holding tilesets/ and templates/: $CARCKIT_DATA_DIR if set,
/// else the first of DataDirCandidates() that holds them (the install
/// prefix's folder when none does).
std::string DataDir();

/// Where carckit looks for its data when $CARCKIT_DATA_DIR is not set, in
/// order: <exe>/../share/carckit (a relocated install), the install prefix's
/// share/carckit, and the source tree only for a binary run from its build folder.
std::vector<std::string> DataDirCandidates();

/// Ok when DataDir() holds tilesets/ and templates/; otherwise an Io status
/// naming $CARCKIT_DATA_DIR and its value, or every folder looked in.
Status CheckDataDir();

/// Resolves a template reference: a path to an existing file is used as is;
/// otherwise `name` is looked up as templates/<kind>/<name>.yaml in DataDir().
/// Something else at `name` (a folder, pipe or device) when no template has
/// that name is returned too, so that reading it says what is wrong with it
/// rather than that there is no such template. Returns "" when nothing matches.
std::string FindTemplate(const std::string& kind, const std::string& name);

/// Resolves a tile set argument: an existing path, or a bundled set's name
/// ("base-c1" finds tilesets/base-c1.yaml). Returns `arg` unchanged otherwise.
std::string FindTileSet(const std::string& arg);

/// The names of the bundled sets (tilesets/*.yaml), sorted.
std::vector<std::string> BundledSets();

/// The names of the templates of one kind (templates/<kind>/*.yaml), sorted.
std::vector<std::string> TemplateNames(const std::string& kind);

/// Where carckit looks for `name`, a program of its own that it runs
/// (`carckit-preview`), in order: beside the binary (its build folder),
/// <exe>/../libexec/carckit (a relocated install) and the install prefix's
/// libexec/carckit.
std::vector<std::string> HelperCandidates(const std::string& name);

/// The first of HelperCandidates(name) that is an executable file, or "".
std::string FindHelper(const std::string& name);

/// Resolves a tile set argument like FindTileSet, or, when it names neither a
/// file nor a bundled set, returns an Io status `ARG: error: ...` that lists
/// the bundled sets.
Status ResolveTileSet(const std::string& arg, std::string* path);

}  // namespace carc
