import type { User } from '@esn/contract';
import type { AppContext } from '../context';
import * as messages from '../modules/messages/messages.service';
import { teamsRepository } from '../modules/teams/teams.repository';

/**
 * Conversations through the real use cases, so the demo logins open /messages to something: Ayşe (the demo
 * player) with Mert (two unread for her) and with Hakan (read), Kaan (the demo owner) with Hakan, and İstanbul
 * Wolves' group conversation. Runs after the transfers seed (Burak has moved on by then).
 */
export async function seedDemoMessages(ctx: AppContext, user: (nickname: string) => Promise<User>): Promise<void> {
  const talk = async (a: string, b: string, lines: [string, string][]) => {
    const [ua, ub] = [await user(a), await user(b)];
    const { conversation } = await messages.startConversation(ctx, ua, ub.id);
    for (const [who, text] of lines) await messages.send(ctx, who === a ? ua : ub, conversation.id, { text });
    return conversation.id;
  };
  const withHakan = await talk('ayse', 'hakan_coach', [
    ['hakan_coach', 'Dünkü maçın demosunu izledim, B sitesindeki geri çekilmeleri konuşalım mı?'],
    ['ayse', 'Olur hocam, akşam 8 uygun mu?'],
    ['hakan_coach', 'Uygun. Discord’da görüşürüz.'],
  ]);
  await messages.markRead(ctx, await user('ayse'), withHakan);
  await talk('mert.fps', 'ayse', [
    ['mert.fps', 'Selam! Hafta sonu final için antrenman saatini öne çekelim mi?'],
    ['ayse', 'Bence iyi fikir, saat 18:00?'],
    ['mert.fps', '18:00 tamam 👍'],
    ['mert.fps', 'Yeni smoke dizilimlerini de deneriz: https://esportscv.test/taktik'],
  ]);
  await talk('kaan_owner', 'hakan_coach', [
    ['kaan_owner', 'Hakan, yeni sezon için CS2 kadrosuna da koçluk yapabilir misin?'],
    ['hakan_coach', 'Düşünüyorum; takvimi konuşalım.'],
  ]);
  const wolves = await teamsRepository.findBySlug(ctx.db, 'istanbul-wolves');
  if (wolves) {
    const team = await messages.teamConversation(ctx, await user('kaan_owner'), wolves.id);
    await messages.send(ctx, await user('kaan_owner'), team.id, { text: 'Herkese iyi şanslar, finalde görüşürüz! 🐺' });
    await messages.send(ctx, await user('hakan_coach'), team.id, { text: 'Maç öncesi toplantı 17:30’da.' });
  }
}
