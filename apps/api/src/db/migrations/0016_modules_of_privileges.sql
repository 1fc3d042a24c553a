ALTER TABLE "modules" RENAME COLUMN "title" TO "title_en";--> statement-breakpoint
ALTER TABLE "modules" RENAME COLUMN "description" TO "description_en";--> statement-breakpoint
ALTER TABLE "modules" RENAME CONSTRAINT "modules_title_unique" TO "modules_title_en_unique";--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "code" varchar(10);--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "title_ne" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "description_ne" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_code_unique" UNIQUE("code");--> statement-breakpoint
-- One module per privilege code (back-office.md §6). A module an administrator already made
-- under the same English title becomes that code's module.
INSERT INTO "modules" ("code", "title_en", "title_ne", "description_en", "description_ne") VALUES
	('VDC', 'Distribution formula configuration', 'पद वितरण सूत्र कन्फिगरेसन', 'The formulas that divide a post''s vacancies among the open and inclusive groups.', 'पदको रिक्त सङ्ख्या खुला र समावेशी समूहबीच बाँड्ने सूत्रहरू।'),
	('VDH', 'Distribution history', 'पद वितरणको इतिहास', 'The record of earlier vacancy distributions.', 'यसअघि गरिएका पद वितरणको अभिलेख।'),
	('RQ', 'Requisition', 'माग फाराम', 'Requisitions of vacancies sent by offices.', 'कार्यालयहरूबाट आएका रिक्त पदका माग फारामहरू।'),
	('PD', 'Percentage distribution', 'प्रतिशत वितरण', 'Requested vacancies divided among the quotas by percentage.', 'माग भएका पदहरू कोटाबीच प्रतिशतका आधारमा वितरण।'),
	('MC', 'Main configuration and exam set-up', 'मुख्य कन्फिगरेसन र परीक्षा व्यवस्थापन', 'Master data, notices, the roll number order and the set-up of exams.', 'मास्टर डाटा, सूचना, रोल नम्बरको क्रम र परीक्षाको तयारी।'),
	('ES', 'Exam scheduling and centre allocation', 'परीक्षा तालिका र केन्द्र निर्धारण', 'Exam schedules, and the centres and rooms candidates sit in.', 'परीक्षा तालिका, र उम्मेदवार बस्ने परीक्षा केन्द्र तथा कोठा।'),
	('RNG', 'Roll numbers and live advertisements', 'रोल नम्बर र चालु विज्ञापन', 'Roll numbers generated for approved, paid applications, and advertisements taken live.', 'स्वीकृत र शुल्क तिरिएका आवेदनको रोल नम्बर निकाल्ने र विज्ञापन चालु गर्ने।'),
	('PA', 'Publish advertisement', 'विज्ञापन प्रकाशन', 'Advertisements created, published now or at a set time, rejected, and their dates.', 'विज्ञापन तयार गर्ने, तुरुन्तै वा तोकिएको समयमा प्रकाशन गर्ने, अस्वीकृत गर्ने र मिति मिलाउने।'),
	('DAC', 'Admit card download', 'प्रवेशपत्र डाउनलोड', 'Admit cards, and checking the QR code of one.', 'प्रवेशपत्र र तिनको क्यूआर कोड जाँच।'),
	('ALC', 'Age limit and combined posts', 'उमेर हद र संयुक्त पद', 'The age limits of each class and service, and combined posts.', 'प्रत्येक श्रेणी र सेवाको उमेर हद, र संयुक्त पदहरू।'),
	('SA', 'Scrutiny allocation', 'रुजु कार्य बाँडफाँड', 'Applications allocated to scrutiny officers, and every officer''s forms.', 'आवेदनहरू रुजु अधिकृतहरूलाई बाँडफाँड, र सबै अधिकृतका फारामहरू।'),
	('SR', 'Scrutiny report', 'रुजु प्रतिवेदन', 'Reports of the scrutiny of applications.', 'आवेदन रुजुका प्रतिवेदनहरू।'),
	('AR', 'Advertisement report', 'विज्ञापन प्रतिवेदन', 'Reports per advertisement: applicants, decisions and payments.', 'विज्ञापन अनुसारका प्रतिवेदन: आवेदक, निर्णय र भुक्तानी।'),
	('RBG', 'Report by gender configuration', 'लिङ्ग अनुसार प्रतिवेदन कन्फिगरेसन', 'How the reports by gender are drawn.', 'लिङ्ग अनुसारका प्रतिवेदन कसरी तयार हुन्छन् भन्ने व्यवस्था।'),
	('SC', 'Scrutiny', 'आवेदन रुजु', 'Applications scrutinised: the candidate''s preview and documents; approve, hold or reject.', 'आवेदन रुजु: उम्मेदवारको पूर्वावलोकन र कागजात हेर्ने; स्वीकृत, रोक्का वा अस्वीकृत गर्ने।'),
	('PM', 'Profile management', 'प्रोफाइल व्यवस्थापन', 'A candidate''s profile, read and changed on their behalf.', 'उम्मेदवारको तर्फबाट उनको प्रोफाइल हेर्ने र परिवर्तन गर्ने।'),
	('LUP', 'Lock or unlock profile', 'प्रोफाइल लक/अनलक', 'Locks on a candidate''s profile and documents.', 'उम्मेदवारको प्रोफाइल र कागजातमा लगाइने लक।'),
	('BU', 'Ban user', 'प्रयोगकर्तामाथि प्रतिबन्ध', 'Blocks that bar a user from signing in between two dates.', 'तोकिएका दुई मितिबीच प्रयोगकर्तालाई लगइन गर्न रोक्ने प्रतिबन्ध।'),
	('LUV', 'Lock or unlock voucher', 'भौचर लक/अनलक', 'A candidate''s voucher for an advertisement, locked or unlocked.', 'कुनै विज्ञापनका लागि उम्मेदवारको भौचर लक वा अनलक गर्ने।'),
	('UM', 'User, role and module management', 'प्रयोगकर्ता, भूमिका र मोड्युल व्यवस्थापन', 'Staff users, roles, modules, the sign-in limits and the audit log.', 'कर्मचारी प्रयोगकर्ता, भूमिका, मोड्युल, लगइन सीमा र अडिट लग।'),
	('PUM', 'Internal password reset', 'आन्तरिक प्रयोगकर्ताको पासवर्ड रिसेट', 'A new temporary password mailed to a staff member or a candidate.', 'कर्मचारी वा उम्मेदवारलाई इमेलमार्फत नयाँ अस्थायी पासवर्ड पठाउने।'),
	('UP', 'Payment update', 'भुक्तानी अद्यावधिक', 'Bank vouchers verified, online payments looked after, and the payment reports.', 'बैंक भौचर प्रमाणित गर्ने, अनलाइन भुक्तानीको हेरचाह र भुक्तानी प्रतिवेदन।'),
	('PU', 'Payment update by provider', 'भुक्तानी प्रदायक अनुसार भुक्तानी अद्यावधिक', 'Each provider''s payments, and asking the provider again.', 'प्रत्येक भुक्तानी प्रदायकका भुक्तानी, र प्रदायकसँग फेरि सोधपुछ।'),
	('CPM', 'Check payment', 'भुक्तानी जाँच', 'A payment checked by its ebp code.', 'ईबीपी कोडबाट भुक्तानी जाँच।')
ON CONFLICT ("title_en") DO UPDATE SET
	"code" = EXCLUDED."code",
	"title_ne" = EXCLUDED."title_ne",
	"description_en" = EXCLUDED."description_en",
	"description_ne" = EXCLUDED."description_ne";--> statement-breakpoint
-- Actions on a code are held only with the code.
DELETE FROM "role_modules" rm USING "modules" m
WHERE m."id" = rm."module_id" AND m."code" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "role_privileges" rp WHERE rp."role_id" = rm."role_id" AND rp."code" = m."code"
	);--> statement-breakpoint
-- Every role keeps what its codes allowed until now: all six actions on each.
INSERT INTO "role_modules" ("role_id", "module_id", "can_read", "can_create", "can_update", "can_delete", "can_approve", "can_reject")
SELECT rp."role_id", m."id", true, true, true, true, true, true
FROM "role_privileges" rp JOIN "modules" m ON m."code" = rp."code"
ON CONFLICT ("role_id", "module_id") DO UPDATE SET
	"can_read" = true, "can_create" = true, "can_update" = true,
	"can_delete" = true, "can_approve" = true, "can_reject" = true;
