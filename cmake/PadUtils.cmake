# Helpers shared by the CMakeLists.txt of the pad project, and settings that
# must be made before any target is created.

# Installed executables (pad-opt) find libMLIR.so and libLLVM.so in the LLVM
# they were built against: LLVM's default install RPATH is only
# $ORIGIN/../lib, which holds neither. Setting CMAKE_INSTALL_RPATH also makes
# add_llvm_executable leave the RPATHs to CMake, whose build RPATH has the
# directories of all the linked libraries.
if(NOT CMAKE_INSTALL_RPATH)
  set(CMAKE_INSTALL_RPATH "\$ORIGIN/../lib${LLVM_LIBDIR_SUFFIX}" "${LLVM_LIBRARY_DIR}")
endif()

# pad_target_link_mlir_libraries(target <PUBLIC|PRIVATE|INTERFACE> libs...)
#
# `mlir_target_link_libraries`, plus the MLIR C API. With PAD_LINK_MLIR_DYLIB
# the MLIR libraries are replaced by libMLIR.so, but libMLIR.so does not
# contain the C API (upstream builds the MLIRCAPI* libraries with
# EXCLUDE_FROM_LIBMLIR; the aggregate libMLIR-C.so is not packaged by Debian).
# So the MLIRCAPI* archives are linked as plain files, without their imported
# link interface: that interface names ~50 static MLIR libraries, which would
# then sit next to libMLIR.so on every link line (ours and, through the
# exported targets, our users'). Today libMLIR.so comes first and satisfies
# their symbols, but one extracted member would give the program two copies of
# MLIR's global registries. The C++ symbols the archives need come from
# libMLIR.so (linked by mlir_target_link_libraries) and libLLVM.so.
function(pad_target_link_mlir_libraries target type)
  if(PAD_LINK_MLIR_DYLIB)
    set(capi_libs)
    foreach(lib IN LISTS ARGN)
      if(lib MATCHES "^MLIRCAPI")
        list(APPEND capi_libs "$<TARGET_FILE:${lib}>")
      endif()
    endforeach()
    if(capi_libs)
      target_link_libraries(${target} ${type} ${capi_libs} LLVM)
    endif()
  endif()
  mlir_target_link_libraries(${target} ${type} ${ARGN})
endfunction()

# pad_add_library(name SRCS... [DEPENDS targets...] [LINK_LIBS libs...]
#                 [MLIR_LIBS libs...])
#
# An MLIR-style library of this project: built like upstream dialect libraries,
# linked against libMLIR.so or the static MLIR libraries (MLIR_LIBS) depending
# on PAD_LINK_MLIR_DYLIB, and exported in the `pad::` CMake package (see
# cmake/PadConfig.cmake.in).
function(pad_add_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS;MLIR_LIBS" ${ARGN})
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    DISABLE_INSTALL
    DEPENDS ${ARG_DEPENDS}
    LINK_LIBS PUBLIC ${ARG_LINK_LIBS})
  pad_target_link_mlir_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  # The headers need C++17; say so to consumers of the installed package.
  target_compile_features(${name} PUBLIC cxx_std_17)
  install(TARGETS ${name} EXPORT PadTargets
          ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY PAD_LIBS ${name})
endfunction()
