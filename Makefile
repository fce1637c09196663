# Thin wrapper over CMake. Both targets install missing Debian packages first.
#   make kit   builds only carckit (no tests) and writes the base-game kit to out/
#   make test  builds carckit and the tests and runs them
#   make deb   builds the Debian package (build/deb/carckit_<version>_<arch>.deb)
BUILD ?= build
# The package's own build, for the prefix it installs into (/usr): the binary
# looks for its data in the prefix it was built for, so a package made from a
# build for /usr/local would name /usr/local/share/carckit.
DEB_BUILD ?= $(BUILD)/deb
JOBS ?= $(shell nproc)

.PHONY: all kit test deb fuzz bench clean

# CMake's makefiles run make inside make; without this each of them says
# "Entering directory" and "Leaving directory", hundreds of lines around the
# one that says where the kit went.
MAKEFLAGS += --no-print-directory

# Seconds each fuzz target runs; CI (where CI is set) fuzzes after the tests.
FUZZ_SECONDS ?= 20

# A fresh build folder for `make kit` leaves the tests out, so that it needs
# neither GoogleTest nor the time to compile them; an existing one keeps its
# setting (after `make test`, the tests stay configured).
KIT_CONFIG = $(if $(wildcard $(BUILD)/CMakeCache.txt),,-DCARCKIT_TESTS=OFF)

all: kit

kit:
	@bash .ci/install-deps kit
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(KIT_CONFIG) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS) --target carckit
	./$(BUILD)/carckit kit base-c1

test:
	@bash .ci/install-deps test
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DCARCKIT_TESTS=ON >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
ifneq ($(CI),)
	bash .ci/fuzz $(FUZZ_SECONDS)
endif

deb:
	@bash .ci/install-deps kit
	@cmake -S . -B $(DEB_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DCARCKIT_TESTS=OFF >/dev/null
	@cmake --build $(DEB_BUILD) -j $(JOBS)
	cd $(DEB_BUILD) && cpack -G DEB

fuzz:
	@bash .ci/install-deps test
	bash .ci/fuzz $(FUZZ_SECONDS)

bench:
	@bash .ci/install-deps bench
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DCARCKIT_BENCH=ON >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

clean:
	rm -rf $(BUILD)
