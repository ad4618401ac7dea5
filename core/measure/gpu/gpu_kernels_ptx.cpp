// SPDX-License-Identifier: GPL-3.0-or-later
// Written by tools/gpu/make-ptx.sh from tools/gpu/blab_kernels.cu; do not edit.

#include "measure/gpu/gpu_kernels.h"

namespace blab::core {

namespace {

constexpr const char kPtx[] = R"ptx(

    .version 7.0
    .target sm_75
    .address_size 64

    	// .globl	blab_fma_peak

    .visible .entry blab_fma_peak(
    	.param .u64 blab_fma_peak_param_0,
    	.param .u32 blab_fma_peak_param_1,
    	.param .f32 blab_fma_peak_param_2,
    	.param .f32 blab_fma_peak_param_3
    )
    {
    	.reg .pred 	%p<6>;
    	.reg .f32 	%f<274>;
    	.reg .b32 	%r<21>;
    	.reg .b64 	%rd<5>;


    	ld.param.u64 	%rd1, [blab_fma_peak_param_0];
    	ld.param.u32 	%r7, [blab_fma_peak_param_1];
    	ld.param.f32 	%f79, [blab_fma_peak_param_2];
    	ld.param.f32 	%f80, [blab_fma_peak_param_3];
    	mov.u32 	%r8, %ctaid.x;
    	mov.u32 	%r9, %ntid.x;
    	mov.u32 	%r10, %tid.x;
    	mad.lo.s32 	%r11, %r8, %r9, %r10;
    	cvt.rn.f32.u32 	%f81, %r11;
    	mul.f32 	%f270, %f81, 0f3089705F;
    	add.f32 	%f269, %f270, 0f3DCCCCCD;
    	add.f32 	%f268, %f270, 0f3E4CCCCD;
    	add.f32 	%f267, %f270, 0f3E99999A;
    	add.f32 	%f266, %f270, 0f3ECCCCCD;
    	add.f32 	%f271, %f270, 0f3F000000;
    	add.f32 	%f272, %f270, 0f3F19999A;
    	add.f32 	%f273, %f270, 0f3F333333;
    	setp.lt.s32 	%p1, %r7, 1;
    	@%p1 bra 	$L__BB0_6;

    	add.s32 	%r12, %r7, -1;
    	setp.lt.u32 	%p2, %r12, 3;
    	add.f32 	%f273, %f270, 0f3F333333;
    	add.f32 	%f272, %f270, 0f3F19999A;
    	add.f32 	%f271, %f270, 0f3F000000;
    	add.f32 	%f269, %f270, 0f3DCCCCCD;
    	add.f32 	%f268, %f270, 0f3E4CCCCD;
    	add.f32 	%f267, %f270, 0f3E99999A;
    	add.f32 	%f266, %f270, 0f3ECCCCCD;
    	@%p2 bra 	$L__BB0_4;

    	and.b32  	%r13, %r7, 3;
    	sub.s32 	%r19, %r7, %r13;
    	add.f32 	%f273, %f270, 0f3F333333;
    	add.f32 	%f272, %f270, 0f3F19999A;
    	add.f32 	%f271, %f270, 0f3F000000;
    	add.f32 	%f269, %f270, 0f3DCCCCCD;
    	add.f32 	%f268, %f270, 0f3E4CCCCD;
    	add.f32 	%f267, %f270, 0f3E99999A;
    	add.f32 	%f266, %f270, 0f3ECCCCCD;

    $L__BB0_3:
    	fma.rn.f32 	%f83, %f270, %f79, %f80;
    	fma.rn.f32 	%f84, %f83, %f79, %f80;
    	fma.rn.f32 	%f85, %f269, %f79, %f80;
    	fma.rn.f32 	%f86, %f85, %f79, %f80;
    	fma.rn.f32 	%f87, %f268, %f79, %f80;
    	fma.rn.f32 	%f88, %f87, %f79, %f80;
    	fma.rn.f32 	%f89, %f267, %f79, %f80;
    	fma.rn.f32 	%f90, %f89, %f79, %f80;
    	fma.rn.f32 	%f91, %f266, %f79, %f80;
    	fma.rn.f32 	%f92, %f91, %f79, %f80;
    	fma.rn.f32 	%f93, %f271, %f79, %f80;
    	fma.rn.f32 	%f94, %f93, %f79, %f80;
    	fma.rn.f32 	%f95, %f272, %f79, %f80;
    	fma.rn.f32 	%f96, %f95, %f79, %f80;
    	fma.rn.f32 	%f97, %f273, %f79, %f80;
    	fma.rn.f32 	%f98, %f97, %f79, %f80;
    	fma.rn.f32 	%f99, %f84, %f79, %f80;
    	fma.rn.f32 	%f100, %f86, %f79, %f80;
    	fma.rn.f32 	%f101, %f88, %f79, %f80;
    	fma.rn.f32 	%f102, %f90, %f79, %f80;
    	fma.rn.f32 	%f103, %f92, %f79, %f80;
    	fma.rn.f32 	%f104, %f94, %f79, %f80;
    	fma.rn.f32 	%f105, %f96, %f79, %f80;
    	fma.rn.f32 	%f106, %f98, %f79, %f80;
    	fma.rn.f32 	%f107, %f99, %f79, %f80;
    	fma.rn.f32 	%f108, %f100, %f79, %f80;
    	fma.rn.f32 	%f109, %f101, %f79, %f80;
    	fma.rn.f32 	%f110, %f102, %f79, %f80;
    	fma.rn.f32 	%f111, %f103, %f79, %f80;
    	fma.rn.f32 	%f112, %f104, %f79, %f80;
    	fma.rn.f32 	%f113, %f105, %f79, %f80;
    	fma.rn.f32 	%f114, %f106, %f79, %f80;
    	fma.rn.f32 	%f115, %f107, %f79, %f80;
    	fma.rn.f32 	%f116, %f108, %f79, %f80;
    	fma.rn.f32 	%f117, %f109, %f79, %f80;
    	fma.rn.f32 	%f118, %f110, %f79, %f80;
    	fma.rn.f32 	%f119, %f111, %f79, %f80;
    	fma.rn.f32 	%f120, %f112, %f79, %f80;
    	fma.rn.f32 	%f121, %f113, %f79, %f80;
    	fma.rn.f32 	%f122, %f114, %f79, %f80;
    	fma.rn.f32 	%f123, %f115, %f79, %f80;
    	fma.rn.f32 	%f124, %f116, %f79, %f80;
    	fma.rn.f32 	%f125, %f117, %f79, %f80;
    	fma.rn.f32 	%f126, %f118, %f79, %f80;
    	fma.rn.f32 	%f127, %f119, %f79, %f80;
    	fma.rn.f32 	%f128, %f120, %f79, %f80;
    	fma.rn.f32 	%f129, %f121, %f79, %f80;
    	fma.rn.f32 	%f130, %f122, %f79, %f80;
    	fma.rn.f32 	%f131, %f123, %f79, %f80;
    	fma.rn.f32 	%f132, %f124, %f79, %f80;
    	fma.rn.f32 	%f133, %f125, %f79, %f80;
    	fma.rn.f32 	%f134, %f126, %f79, %f80;
    	fma.rn.f32 	%f135, %f127, %f79, %f80;
    	fma.rn.f32 	%f136, %f128, %f79, %f80;
    	fma.rn.f32 	%f137, %f129, %f79, %f80;
    	fma.rn.f32 	%f138, %f130, %f79, %f80;
    	fma.rn.f32 	%f139, %f131, %f79, %f80;
    	fma.rn.f32 	%f140, %f132, %f79, %f80;
    	fma.rn.f32 	%f141, %f133, %f79, %f80;
    	fma.rn.f32 	%f142, %f134, %f79, %f80;
    	fma.rn.f32 	%f143, %f135, %f79, %f80;
    	fma.rn.f32 	%f144, %f136, %f79, %f80;
    	fma.rn.f32 	%f145, %f137, %f79, %f80;
    	fma.rn.f32 	%f146, %f138, %f79, %f80;
    	fma.rn.f32 	%f147, %f139, %f79, %f80;
    	fma.rn.f32 	%f148, %f140, %f79, %f80;
    	fma.rn.f32 	%f149, %f141, %f79, %f80;
    	fma.rn.f32 	%f150, %f142, %f79, %f80;
    	fma.rn.f32 	%f151, %f143, %f79, %f80;
    	fma.rn.f32 	%f152, %f144, %f79, %f80;
    	fma.rn.f32 	%f153, %f145, %f79, %f80;
    	fma.rn.f32 	%f154, %f146, %f79, %f80;
    	fma.rn.f32 	%f155, %f147, %f79, %f80;
    	fma.rn.f32 	%f156, %f148, %f79, %f80;
    	fma.rn.f32 	%f157, %f149, %f79, %f80;
    	fma.rn.f32 	%f158, %f150, %f79, %f80;
    	fma.rn.f32 	%f159, %f151, %f79, %f80;
    	fma.rn.f32 	%f160, %f152, %f79, %f80;
    	fma.rn.f32 	%f161, %f153, %f79, %f80;
    	fma.rn.f32 	%f162, %f154, %f79, %f80;
    	fma.rn.f32 	%f163, %f155, %f79, %f80;
    	fma.rn.f32 	%f164, %f156, %f79, %f80;
    	fma.rn.f32 	%f165, %f157, %f79, %f80;
    	fma.rn.f32 	%f166, %f158, %f79, %f80;
    	fma.rn.f32 	%f167, %f159, %f79, %f80;
    	fma.rn.f32 	%f168, %f160, %f79, %f80;
    	fma.rn.f32 	%f169, %f161, %f79, %f80;
    	fma.rn.f32 	%f170, %f162, %f79, %f80;
    	fma.rn.f32 	%f171, %f163, %f79, %f80;
    	fma.rn.f32 	%f172, %f164, %f79, %f80;
    	fma.rn.f32 	%f173, %f165, %f79, %f80;
    	fma.rn.f32 	%f174, %f166, %f79, %f80;
    	fma.rn.f32 	%f175, %f167, %f79, %f80;
    	fma.rn.f32 	%f176, %f168, %f79, %f80;
    	fma.rn.f32 	%f177, %f169, %f79, %f80;
    	fma.rn.f32 	%f178, %f170, %f79, %f80;
    	fma.rn.f32 	%f179, %f171, %f79, %f80;
    	fma.rn.f32 	%f180, %f172, %f79, %f80;
    	fma.rn.f32 	%f181, %f173, %f79, %f80;
    	fma.rn.f32 	%f182, %f174, %f79, %f80;
    	fma.rn.f32 	%f183, %f175, %f79, %f80;
    	fma.rn.f32 	%f184, %f176, %f79, %f80;
    	fma.rn.f32 	%f185, %f177, %f79, %f80;
    	fma.rn.f32 	%f186, %f178, %f79, %f80;
    	fma.rn.f32 	%f187, %f179, %f79, %f80;
    	fma.rn.f32 	%f188, %f180, %f79, %f80;
    	fma.rn.f32 	%f189, %f181, %f79, %f80;
    	fma.rn.f32 	%f190, %f182, %f79, %f80;
    	fma.rn.f32 	%f191, %f183, %f79, %f80;
    	fma.rn.f32 	%f192, %f184, %f79, %f80;
    	fma.rn.f32 	%f193, %f185, %f79, %f80;
    	fma.rn.f32 	%f194, %f186, %f79, %f80;
    	fma.rn.f32 	%f195, %f187, %f79, %f80;
    	fma.rn.f32 	%f196, %f188, %f79, %f80;
    	fma.rn.f32 	%f197, %f189, %f79, %f80;
    	fma.rn.f32 	%f198, %f190, %f79, %f80;
    	fma.rn.f32 	%f199, %f191, %f79, %f80;
    	fma.rn.f32 	%f200, %f192, %f79, %f80;
    	fma.rn.f32 	%f201, %f193, %f79, %f80;
    	fma.rn.f32 	%f202, %f194, %f79, %f80;
    	fma.rn.f32 	%f270, %f195, %f79, %f80;
    	fma.rn.f32 	%f269, %f196, %f79, %f80;
    	fma.rn.f32 	%f268, %f197, %f79, %f80;
    	fma.rn.f32 	%f267, %f198, %f79, %f80;
    	fma.rn.f32 	%f266, %f199, %f79, %f80;
    	fma.rn.f32 	%f271, %f200, %f79, %f80;
    	fma.rn.f32 	%f272, %f201, %f79, %f80;
    	fma.rn.f32 	%f273, %f202, %f79, %f80;
    	add.s32 	%r19, %r19, -4;
    	setp.ne.s32 	%p3, %r19, 0;
    	@%p3 bra 	$L__BB0_3;

    $L__BB0_4:
    	and.b32  	%r20, %r7, 3;
    	setp.eq.s32 	%p4, %r20, 0;
    	@%p4 bra 	$L__BB0_6;

    $L__BB0_5:
    	.pragma "nounroll";
    	fma.rn.f32 	%f203, %f270, %f79, %f80;
    	fma.rn.f32 	%f204, %f203, %f79, %f80;
    	fma.rn.f32 	%f205, %f269, %f79, %f80;
    	fma.rn.f32 	%f206, %f205, %f79, %f80;
    	fma.rn.f32 	%f207, %f268, %f79, %f80;
    	fma.rn.f32 	%f208, %f207, %f79, %f80;
    	fma.rn.f32 	%f209, %f267, %f79, %f80;
    	fma.rn.f32 	%f210, %f209, %f79, %f80;
    	fma.rn.f32 	%f211, %f266, %f79, %f80;
    	fma.rn.f32 	%f212, %f211, %f79, %f80;
    	fma.rn.f32 	%f213, %f271, %f79, %f80;
    	fma.rn.f32 	%f214, %f213, %f79, %f80;
    	fma.rn.f32 	%f215, %f272, %f79, %f80;
    	fma.rn.f32 	%f216, %f215, %f79, %f80;
    	fma.rn.f32 	%f217, %f273, %f79, %f80;
    	fma.rn.f32 	%f218, %f217, %f79, %f80;
    	fma.rn.f32 	%f219, %f204, %f79, %f80;
    	fma.rn.f32 	%f220, %f206, %f79, %f80;
    	fma.rn.f32 	%f221, %f208, %f79, %f80;
    	fma.rn.f32 	%f222, %f210, %f79, %f80;
    	fma.rn.f32 	%f223, %f212, %f79, %f80;
    	fma.rn.f32 	%f224, %f214, %f79, %f80;
    	fma.rn.f32 	%f225, %f216, %f79, %f80;
    	fma.rn.f32 	%f226, %f218, %f79, %f80;
    	fma.rn.f32 	%f270, %f219, %f79, %f80;
    	fma.rn.f32 	%f269, %f220, %f79, %f80;
    	fma.rn.f32 	%f268, %f221, %f79, %f80;
    	fma.rn.f32 	%f267, %f222, %f79, %f80;
    	fma.rn.f32 	%f266, %f223, %f79, %f80;
    	fma.rn.f32 	%f271, %f224, %f79, %f80;
    	fma.rn.f32 	%f272, %f225, %f79, %f80;
    	fma.rn.f32 	%f273, %f226, %f79, %f80;
    	add.s32 	%r20, %r20, -1;
    	setp.ne.s32 	%p5, %r20, 0;
    	@%p5 bra 	$L__BB0_5;

    $L__BB0_6:
    	add.f32 	%f227, %f269, %f270;
    	add.f32 	%f228, %f268, %f227;
    	add.f32 	%f229, %f267, %f228;
    	add.f32 	%f230, %f266, %f229;
    	add.f32 	%f231, %f271, %f230;
    	add.f32 	%f232, %f272, %f231;
    	add.f32 	%f233, %f273, %f232;
    	cvta.to.global.u64 	%rd2, %rd1;
    	mul.wide.u32 	%rd3, %r11, 4;
    	add.s64 	%rd4, %rd2, %rd3;
    	st.global.f32 	[%rd4], %f233;
    	ret;

    }
    	// .globl	blab_read
    .visible .entry blab_read(
    	.param .u64 blab_read_param_0,
    	.param .u64 blab_read_param_1,
    	.param .u64 blab_read_param_2
    )
    {
    	.reg .pred 	%p<3>;
    	.reg .f32 	%f<19>;
    	.reg .b32 	%r<6>;
    	.reg .b64 	%rd<15>;


    	ld.param.u64 	%rd6, [blab_read_param_0];
    	ld.param.u64 	%rd7, [blab_read_param_1];
    	ld.param.u64 	%rd8, [blab_read_param_2];
    	mov.u32 	%r1, %ntid.x;
    	mov.u32 	%r2, %ctaid.x;
    	mov.u32 	%r3, %tid.x;
    	mad.lo.s32 	%r4, %r2, %r1, %r3;
    	cvt.u64.u32 	%rd1, %r4;
    	setp.ge.u64 	%p1, %rd1, %rd7;
    	mov.f32 	%f18, 0f00000000;
    	@%p1 bra 	$L__BB1_3;

    	mov.u32 	%r5, %nctaid.x;
    	mul.wide.u32 	%rd2, %r5, %r1;
    	cvta.to.global.u64 	%rd3, %rd6;
    	mov.f32 	%f18, 0f00000000;
    	mov.u64 	%rd14, %rd1;

    $L__BB1_2:
    	shl.b64 	%rd9, %rd14, 4;
    	add.s64 	%rd10, %rd3, %rd9;
    	ld.global.v4.f32 	{%f6, %f7, %f8, %f9}, [%rd10];
    	add.f32 	%f14, %f6, %f7;
    	add.f32 	%f15, %f8, %f14;
    	add.f32 	%f16, %f9, %f15;
    	add.f32 	%f18, %f18, %f16;
    	add.s64 	%rd14, %rd14, %rd2;
    	setp.lt.u64 	%p2, %rd14, %rd7;
    	@%p2 bra 	$L__BB1_2;

    $L__BB1_3:
    	cvta.to.global.u64 	%rd11, %rd8;
    	shl.b64 	%rd12, %rd1, 2;
    	add.s64 	%rd13, %rd11, %rd12;
    	st.global.f32 	[%rd13], %f18;
    	ret;

    }
    	// .globl	blab_triad
    .visible .entry blab_triad(
    	.param .u64 blab_triad_param_0,
    	.param .u64 blab_triad_param_1,
    	.param .u64 blab_triad_param_2,
    	.param .f32 blab_triad_param_3,
    	.param .u64 blab_triad_param_4
    )
    {
    	.reg .pred 	%p<3>;
    	.reg .f32 	%f<22>;
    	.reg .b32 	%r<6>;
    	.reg .b64 	%rd<17>;


    	ld.param.u64 	%rd8, [blab_triad_param_0];
    	ld.param.u64 	%rd9, [blab_triad_param_1];
    	ld.param.u64 	%rd10, [blab_triad_param_2];
    	ld.param.f32 	%f1, [blab_triad_param_3];
    	ld.param.u64 	%rd11, [blab_triad_param_4];
    	mov.u32 	%r1, %ntid.x;
    	mov.u32 	%r2, %ctaid.x;
    	mov.u32 	%r3, %tid.x;
    	mad.lo.s32 	%r4, %r2, %r1, %r3;
    	cvt.u64.u32 	%rd16, %r4;
    	setp.ge.u64 	%p1, %rd16, %rd11;
    	@%p1 bra 	$L__BB2_3;

    	mov.u32 	%r5, %nctaid.x;
    	mul.wide.u32 	%rd2, %r5, %r1;
    	cvta.to.global.u64 	%rd3, %rd9;
    	cvta.to.global.u64 	%rd4, %rd10;
    	cvta.to.global.u64 	%rd5, %rd8;

    $L__BB2_2:
    	shl.b64 	%rd12, %rd16, 4;
    	add.s64 	%rd13, %rd3, %rd12;
    	ld.global.v4.f32 	{%f2, %f3, %f4, %f5}, [%rd13];
    	add.s64 	%rd14, %rd4, %rd12;
    	ld.global.v4.f32 	{%f10, %f11, %f12, %f13}, [%rd14];
    	fma.rn.f32 	%f18, %f1, %f13, %f5;
    	fma.rn.f32 	%f19, %f1, %f12, %f4;
    	fma.rn.f32 	%f20, %f1, %f11, %f3;
    	fma.rn.f32 	%f21, %f1, %f10, %f2;
    	add.s64 	%rd15, %rd5, %rd12;
    	st.global.v4.f32 	[%rd15], {%f21, %f20, %f19, %f18};
    	add.s64 	%rd16, %rd16, %rd2;
    	setp.lt.u64 	%p2, %rd16, %rd11;
    	@%p2 bra 	$L__BB2_2;

    $L__BB2_3:
    	ret;

    }

)ptx";

} // namespace

const char *GpuKernels::ptx()
{
    return kPtx;
}

} // namespace blab::core
