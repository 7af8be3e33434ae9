# pad_add_kernel(NAME SOURCES k.mlir... [TARGET triple] [CPU cpu]
#                [FEATURES list] [STRATEGY linalg|loops|vector]
#                [RUNTIME_CHECKS ON|OFF])
#
# Compiles each .mlir file with pad-aot (docs/Kernels.md) into an object file and a C
# header <name>/<file stem>.h in the current binary directory, and makes NAME
# a static library of the objects whose users see the headers:
#
#   pad_add_kernel(pad_kernels SOURCES padding.mlir)
#   add_executable(app main.c)          # #include "padding.h"
#   target_link_libraries(app PRIVATE pad_kernels)
#
# Default target: the host and its CPU. For another TARGET the library is for
# a cross toolchain. Installed with the pad package (PadConfig.cmake includes
# this file); pad's own build uses it too.
function(pad_add_kernel name)
  cmake_parse_arguments(ARG ""
    "TARGET;CPU;FEATURES;STRATEGY;RUNTIME_CHECKS" "SOURCES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "pad_add_kernel(${name}): no SOURCES")
  endif()
  if(TARGET pad::pad-aot)
    set(pad_aot pad::pad-aot)
  elseif(TARGET pad-aot)
    set(pad_aot pad-aot)
  else()
    message(FATAL_ERROR "pad_add_kernel(${name}): no pad-aot target")
  endif()

  set(flags)
  if(ARG_TARGET)
    list(APPEND flags "--target=${ARG_TARGET}")
  endif()
  if(ARG_CPU)
    list(APPEND flags "--cpu=${ARG_CPU}")
  endif()
  if(ARG_FEATURES)
    list(APPEND flags "--features=${ARG_FEATURES}")
  endif()
  if(ARG_STRATEGY)
    list(APPEND flags "--strategy=${ARG_STRATEGY}")
  endif()
  if(DEFINED ARG_RUNTIME_CHECKS)
    if(ARG_RUNTIME_CHECKS)
      list(APPEND flags "--runtime-checks=true")
    else()
      list(APPEND flags "--runtime-checks=false")
    endif()
  endif()

  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/${name}")
  file(MAKE_DIRECTORY "${out_dir}")
  set(objects)
  set(headers)
  foreach(source IN LISTS ARG_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE)
    get_filename_component(stem "${source}" NAME_WE)
    set(object "${out_dir}/${stem}.o")
    set(header "${out_dir}/${stem}.h")
    add_custom_command(
      OUTPUT "${object}" "${header}"
      COMMAND ${pad_aot} "${source}" -o "${object}" --header "${header}"
              ${flags}
      DEPENDS "${source}" ${pad_aot}
      COMMENT "pad-aot ${stem}.mlir -> ${name}/${stem}.o, ${name}/${stem}.h"
      VERBATIM)
    list(APPEND objects "${object}")
    list(APPEND headers "${header}")
  endforeach()
  set_source_files_properties(${objects} PROPERTIES
    EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${name} STATIC ${objects} ${headers})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE C)
  target_include_directories(${name} INTERFACE "${out_dir}")
endfunction()
